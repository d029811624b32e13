import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileText, hostileTextOrNothing, shortHostileText } from '../primitives/hostileArbitraries.testing';
import { approvedReviewsFilter, availableAgentsFilter, teamMemberSearchFilter } from './peopleFilters.rules';
import {
  adminReviewedPropertiesFilter,
  agencyPropertiesFilter,
  agencyPropertyByIdFilter,
  approvedProjectsFilter,
  developerProjectsFilter,
  developerReviewedPropertiesFilter,
  idFilter,
  reviewedPropertyTabs,
  type RsqlId,
} from './propertyFilters.rules';
import { formatRsqlValue, rsqlComparison, rsqlOperators, toRsql, userSearchText } from './rsqlBuilder';
import { parseRsqlForTest, type ParsedRsqlComparison, type ParsedRsqlNode } from './rsqlReferenceParser.testing';

// Property-based: the `search=` filters carry what users type into search boxes and ids read from
// routes, so no text may make the builder throw or write a filter the grammar does not read back
// to the same values (issue 19). Only a selector outside the grammar or a non-finite number is
// refused, with the RangeError the builder documents. fast-check prints the seed of a failure.

function comparisonsOf(node: ParsedRsqlNode): ParsedRsqlComparison[] {
  return node.type === 'comparison' ? [node] : node.children.flatMap(comparisonsOf);
}

/** The value each selector is compared with in a written filter, read back by the grammar's own parser. */
function valuesBySelector(filter: string): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (const { selector, value } of comparisonsOf(parseRsqlForTest(filter))) (values[selector] ??= []).push(value);
  return values;
}

/** Text made of what the grammar gives a meaning: its reserved characters, the wildcard, the logical words, spaces. */
const rsqlSpecialText = fc.string({ unit: fc.constantFrom('\\', '"', "'", '(', ')', ';', ',', '=', '!', '~', '<', '>', '*', ' ', '\u00a0', '\t', ' and ', ' or ', '==', 'a', '1'), maxLength: 12 });

/** Text a search box or a route may hold: anything, and often the grammar's own characters. */
const searchText = fc.oneof(hostileTextOrNothing, rsqlSpecialText);

/** An id as a route or a schema hands it over: any text, or a finite number. */
const routeId: fc.Arbitrary<RsqlId> = fc.oneof(shortHostileText, rsqlSpecialText, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

const runs = { numRuns: 300 };

describe('the RSQL builder, fuzzed', () => {
  it('userSearchText answers trimmed text without asterisks, or null', () => {
    fc.assert(
      fc.property(searchText, (text) => {
        const term = userSearchText(text);
        if (term === null) return;
        expect(term).toBe(term.trim());
        expect(term).not.toBe('');
        expect(term).not.toContain('*');
      }),
      runs,
    );
  });

  it('writes any text, number or boolean so that the grammar reads back exactly that value', () => {
    const value = fc.oneof(hostileText, rsqlSpecialText, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean());
    fc.assert(
      fc.property(value, fc.constantFrom(...rsqlOperators), (written, operator) => {
        const filter = toRsql(rsqlComparison('field.name_1', operator, written));
        expect(parseRsqlForTest(filter)).toEqual({ type: 'comparison', selector: 'field.name_1', operator, value: String(written) });
        expect(filter).toBe(`field.name_1${operator}${formatRsqlValue(written)}`);
      }),
      runs,
    );
  });

  it('refuses a selector outside the grammar or a non-finite number with a RangeError, and nothing else', () => {
    fc.assert(
      fc.property(fc.oneof(shortHostileText, fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.]*$/)), fc.oneof(shortHostileText, fc.double()), (selector, value) => {
        try {
          expect(rsqlComparison(selector, '==', value)).toEqual({ type: 'comparison', selector, operator: '==', value });
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
        }
      }),
      runs,
    );
  });

  it("every filter with a search box's text reads back with the text, trimmed and without asterisks, as its contains-term", () => {
    fc.assert(
      fc.property(searchText, routeId, fc.constantFrom(...reviewedPropertyTabs), (text, id, tab) => {
        const term = userSearchText(text);
        const contains = term === null ? undefined : [`*${term}*`];
        const filters: [string | null, string][] = [
          [teamMemberSearchFilter(text), 'name'],
          [availableAgentsFilter(text), 'email'],
          [agencyPropertiesFilter({ agencyId: id, name: text }), 'name'],
          [adminReviewedPropertiesFilter({ agencyId: id, tab, name: text }), 'name'],
          [developerReviewedPropertiesFilter({ agencyId: id, tab, name: text }), 'name'],
          [approvedProjectsFilter(text), 'name'],
          [developerProjectsFilter({ developerId: id, name: text }), 'name'],
        ];
        for (const [filter, field] of filters) {
          if (filter === null) {
            expect(term).toBeNull();
            continue;
          }
          expect(valuesBySelector(filter)[field]).toEqual(contains);
        }
      }),
      runs,
    );
  });

  it('ids from a route, however odd, read back as written', () => {
    fc.assert(
      fc.property(routeId, routeId, (first, second) => {
        expect(valuesBySelector(idFilter(first)).id).toEqual([String(first)]);
        expect(valuesBySelector(agencyPropertyByIdFilter(first, second))).toEqual({ agencyId: [String(first)], id: [String(second)] });
      }),
      runs,
    );
  });

  it('the review filter takes any login id, and refuses a rating outside 1 to 5 with a RangeError', () => {
    fc.assert(
      fc.property(routeId, fc.oneof(fc.constantFrom(null, undefined, 1, 5), fc.double(), fc.integer({ min: -2, max: 8 })), (loginId, rating) => {
        let filter: string;
        try {
          filter = approvedReviewsFilter(loginId, rating);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
          expect(rating != null && (!Number.isInteger(rating) || rating < 1 || rating > 5)).toBe(true);
          return;
        }
        expect(valuesBySelector(filter).accLoginId).toEqual([String(loginId)]);
      }),
      runs,
    );
  });
});
