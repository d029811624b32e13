import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentListViewParams, agentListViewStateToQuery, parseAgentListViewState } from '../agent/agentList.rules';
import { enquiryStatuses } from '../constants/enquiryStatus';
import { enquirySortColumns, sortDirections } from '../enquiry/enquirySort.rules';
import { enquiryViewParams, enquiryViewStateToQuery, parseEnquiryViewState } from '../enquiry/enquiryViewState.rules';
import { parseReviewedViewState, reviewedViewParams, reviewedViewStateToQuery } from '../property/reviewedViewState.rules';
import { reviewedPropertyTabs } from '../rsql/propertyFilters.rules';
import { parseTeamViewState, teamViewParams, teamViewStateToQuery } from '../teamMember/teamViewState.rules';
import { oddNumberText, shortHostileText } from './hostileArbitraries.testing';

// Property-based: the list screens read their view (search, filters, page, open dialog) from the
// URL's query, which anyone can edit or paste, so no query may make a reader throw; each answers a
// view of its documented shape, and writing that view back gives a query that reads the same
// (issue 19). fast-check prints the seed and the shrunk query of a failure; pass them back as { seed, path }.

/** A query as a hand-edited or pasted URL may hold it: any text, or the view's own names with any values, encoded or not. */
function queryOf(names: readonly string[]): fc.Arbitrary<string> {
  const value = fc.oneof(shortHostileText, oddNumberText, fc.constantFrom('1', '2', '0', '-1', '1.5', '1e3', '0x10', 'asc', 'desc', ...enquiryStatuses, ...enquirySortColumns, ...reviewedPropertyTabs));
  const pairs = fc.array(fc.tuple(fc.oneof({ arbitrary: fc.constantFrom(...names), weight: 4 }, { arbitrary: shortHostileText, weight: 1 }), value), { maxLength: 8 });
  return fc.oneof(
    { arbitrary: pairs.map((list) => new URLSearchParams(list).toString()), weight: 3 },
    { arbitrary: fc.tuple(fc.constantFrom('', '?'), pairs).map(([start, list]) => start + list.map(([name, text]) => `${name}=${text}`).join('&')), weight: 2 },
    { arbitrary: shortHostileText, weight: 1 },
    { arbitrary: fc.constantFrom('%', '%E0%A4%A', '?page=%FF', '&&==&', '?q=%00&page=%2B1'), weight: 1 },
  );
}

const isPage = (page: number) => Number.isSafeInteger(page) && page >= 1;
const isIdOrNull = (id: number | null) => id === null || (Number.isSafeInteger(id) && id > 0);

/** Properties every reader of a view from a query shares: a view for any query, and a written view that reads back the same. */
function expectReadsAnyQuery<State>(names: readonly string[], parse: (query: string | URLSearchParams) => State, toQuery: (state: State, base?: string) => string, isView: (state: State) => boolean): void {
  fc.assert(
    fc.property(queryOf(names), fc.boolean(), (query, asParams) => {
      const state = parse(asParams ? new URLSearchParams(query) : query);
      expect(isView(state), JSON.stringify(state)).toBe(true);
      const written = toQuery(state);
      expect(toQuery(parse(written))).toBe(written);
      // Parameters of other owners survive a rewrite.
      const base = new URLSearchParams({ other: query }).toString();
      expect(new URLSearchParams(toQuery(state, base)).get('other')).toBe(new URLSearchParams(base).get('other'));
    }),
    { numRuns: 200 },
  );
}

describe('the view states read from the URL, fuzzed', () => {
  it('the team view reads any query into a search and a page', () => {
    expectReadsAnyQuery(Object.values(teamViewParams), parseTeamViewState, teamViewStateToQuery, (state) => typeof state.search === 'string' && isPage(state.page));
  });

  it("the agent list's view reads any query into four filters, a page and the open dialogs", () => {
    expectReadsAnyQuery(Object.values(agentListViewParams), parseAgentListViewState, agentListViewStateToQuery, (state) =>
      Object.values(state.filters).every((filter) => typeof filter === 'string') && isPage(state.page) && isIdOrNull(state.agentId) && isIdOrNull(state.propertyId) && (state.agentId !== null || state.propertyId === null),
    );
  });

  it("Inquiry Management's view reads any query into a search, a status, a sort, a page and the open inquiry", () => {
    expectReadsAnyQuery(Object.values(enquiryViewParams), parseEnquiryViewState, enquiryViewStateToQuery, (state) =>
      typeof state.search === 'string' &&
      (state.status === 'ALL' || (enquiryStatuses as readonly string[]).includes(state.status)) &&
      (enquirySortColumns as readonly string[]).includes(state.sort.column) &&
      (sortDirections as readonly string[]).includes(state.sort.direction) &&
      isIdOrNull(state.openId) &&
      isPage(state.page),
    );
  });

  it('the reviewed lists read any query into a tab, a search and a page', () => {
    expectReadsAnyQuery(Object.values(reviewedViewParams), parseReviewedViewState, reviewedViewStateToQuery, (state) =>
      (reviewedPropertyTabs as readonly string[]).includes(state.tab) && typeof state.search === 'string' && isPage(state.page),
    );
  });
});
