import { describe, expect, it } from 'vitest';
import { approvedReviewsFilter, availableAgentsFilter, teamMemberSearchFilter } from './peopleFilters.rules';
import { parseRsqlForTest } from './rsqlReferenceParser.testing';

describe('approvedReviewsFilter', () => {
  it('is the approved-reviews search of spec 1 section 7', () => {
    expect(approvedReviewsFilter(31)).toBe('accLoginId==31 and status==APPROVED');
    expect(approvedReviewsFilter(31, null)).toBe('accLoginId==31 and status==APPROVED');
  });

  it('adds the star band rating>=N and rating<=N.99', () => {
    expect(approvedReviewsFilter(31, 4)).toBe('accLoginId==31 and status==APPROVED and rating>=4 and rating<=4.99');
    expect(approvedReviewsFilter(31, 1)).toContain('rating>=1 and rating<=1.99');
    expect(approvedReviewsFilter(31, 5)).toContain('rating>=5 and rating<=5.99');
  });

  it('rejects ratings outside the scale or not whole', () => {
    expect(() => approvedReviewsFilter(31, 0)).toThrow(RangeError);
    expect(() => approvedReviewsFilter(31, 6)).toThrow(RangeError);
    expect(() => approvedReviewsFilter(31, 2.5)).toThrow(RangeError);
  });

  it('takes the scale as a parameter', () => {
    expect(approvedReviewsFilter(31, 10, { min: 1, max: 10 })).toContain('rating>=10 and rating<=10.99');
  });
});

describe('availableAgentsFilter', () => {
  it('is isHasAgency==false without a search', () => {
    expect(availableAgentsFilter()).toBe('isHasAgency==false');
    expect(availableAgentsFilter(' * ')).toBe('isHasAgency==false');
  });

  it('puts the e-mail clause first, as spec 2 section 7.2 writes it', () => {
    expect(availableAgentsFilter(' sara@agents.ae ')).toBe('email==*sara@agents.ae* and isHasAgency==false');
  });

  it.each([
    'a*b',
    'sara,isHasAgency==true',
    'sara;isHasAgency==true',
    'sara" or isHasAgency==true or email=="*',
    "sara' or isHasAgency==true",
    'x==y',
    'sara) or (isHasAgency==true',
    '*(),;"\'==!=~<>\\',
  ])('keeps typed text %j inside the e-mail clause: it cannot add or change a condition (issue 15)', (typed) => {
    const parsed = parseRsqlForTest(availableAgentsFilter(typed));
    expect(parsed).toEqual({
      type: 'and',
      children: [
        // Asterisks are the server's wildcard, so the typed ones are dropped; the rest is compared as text.
        { type: 'comparison', selector: 'email', operator: '==', value: `*${typed.replace(/\*/g, '').trim()}*` },
        { type: 'comparison', selector: 'isHasAgency', operator: '==', value: 'false' },
      ],
    });
  });
});

describe('teamMemberSearchFilter', () => {
  it('matches name, title or e-mail with wildcards both sides', () => {
    expect(teamMemberSearchFilter('ali')).toBe('name==*ali* or title==*ali* or email==*ali*');
  });

  it('gives null for blank text', () => {
    expect(teamMemberSearchFilter('   ')).toBeNull();
    expect(teamMemberSearchFilter(null)).toBeNull();
  });

  it('keeps hostile text inside the values', () => {
    const filter = teamMemberSearchFilter('x==1 or (a,b);"c"');
    expect(filter).not.toBeNull();
    const parsed = parseRsqlForTest(filter ?? '');
    expect(parsed).toEqual({
      type: 'or',
      children: ['name', 'title', 'email'].map((selector) => ({
        type: 'comparison',
        selector,
        operator: '==',
        value: '*x==1 or (a,b);"c"*',
      })),
    });
  });
});
