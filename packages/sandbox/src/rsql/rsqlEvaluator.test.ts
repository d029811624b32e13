import { describe, expect, it } from 'vitest';
import { filterByRsql, matches } from './rsqlEvaluator';
import { RsqlBudgetError } from './rsqlBudget';
import { RsqlParseError } from './rsqlParseError';
import { parseRsql } from './rsqlParser';

const properties = [
  { id: 1, name: 'Marina Gate Tower', agencyId: 7, amount: 2500000, listingStatus: { id: 1 }, isDeleted: false, developerApprovalStatus: 'APPROVED' },
  { id: 2, name: 'Al Reem Residences', agencyId: 7, amount: 900000, listingStatus: { id: 8 }, isDeleted: false, developerApprovalStatus: 'PENDING' },
  { id: 3, name: 'برج الشاطئ', agencyId: 7, amount: '1200000', listingStatus: { id: 9 }, isDeleted: true, developerApprovalStatus: null },
  { id: 4, name: 'JVC Villa "Palm"', agencyId: 12, amount: 10, listingStatus: { id: 11 }, isDeleted: false, developerApprovalStatus: 'REJECTED' },
];

const ids = (search: string) => filterByRsql(properties, search).map((property) => property.id);
const test = (search: string, record: unknown) => matches(parseRsql(search), record);

describe('matches: the specs filters', () => {
  it('counts the dashboard statuses: and over a parenthesised or on a dotted path', () => {
    expect(ids('agencyId==7 and (listingStatus.id==1 or listingStatus.id==8 or listingStatus.id==9)')).toEqual([1, 2, 3]);
  });

  it('applies precedence without parentheses: and first, then or', () => {
    expect(ids('agencyId==12 and listingStatus.id==11 or listingStatus.id==1')).toEqual([1, 4]);
    expect(ids('listingStatus.id==1 or agencyId==12 and listingStatus.id==1')).toEqual([1]);
    expect(ids('(listingStatus.id==1 or agencyId==12) and listingStatus.id==1')).toEqual([1]);
  });

  it('reads booleans and enums', () => {
    expect(ids('isDeleted==false and developerApprovalStatus==APPROVED')).toEqual([1]);
    expect(ids('isDeleted==TRUE')).toEqual([3]);
    expect(ids('isDeleted==yes')).toEqual([]);
  });
});

describe('matches: equality and wildcards', () => {
  it('compares numbers numerically, also against numeric text in the record', () => {
    expect(ids('amount==1200000.0')).toEqual([3]);
    expect(ids('id==01')).toEqual([1]);
    expect(test('code==007', { code: 'A7' })).toBe(false);
  });

  it('compares plain text exactly and case-sensitively', () => {
    expect(ids('developerApprovalStatus==approved')).toEqual([]);
    expect(ids('name=="Marina Gate Tower"')).toEqual([1]);
    expect(ids('name==Marina')).toEqual([]);
  });

  it('matches wildcards at either or both ends, ignoring case', () => {
    expect(ids('name==*TOWER')).toEqual([1]);
    expect(ids('name==al*')).toEqual([2]);
    expect(ids('name==*reem*')).toEqual([2]);
    expect(ids('name==*a*e*')).toEqual([1, 2]);
    expect(ids('name==*الشاطئ*')).toEqual([3]);
    expect(ids('name=="*\\"Palm\\"*"')).toEqual([4]);
    expect(ids('name==*')).toEqual([1, 2, 3, 4]);
    expect(ids('amount==*00000')).toEqual([1, 2, 3]);
    expect(ids('amount==1*')).toEqual([3, 4]);
  });

  it('treats regular-expression characters in values as text', () => {
    expect(test('name=="a.c"', { name: 'abc' })).toBe(false);
    expect(test('name=="*(1)*"', { name: 'Tower (1)' })).toBe(true);
  });

  it('matches != as the negation of ==, wildcards included', () => {
    expect(ids('name!=*tower*')).toEqual([2, 3, 4]);
    expect(ids('agencyId!=7')).toEqual([4]);
  });
});

describe('matches: =like=', () => {
  it('searches anywhere in the text, ignoring case, with or without asterisks', () => {
    expect(ids('name=like=*gate*')).toEqual([1]);
    expect(ids('name=like=RESID')).toEqual([2]);
    expect(ids('name=like=a*e')).toEqual([1, 2]);
    expect(ids('name=like=r*w')).toEqual([1]);
  });
});

describe('matches: ordering', () => {
  it('orders numbers numerically (not as text) and keeps the specs rating bounds', () => {
    expect(ids('amount>=1000000')).toEqual([1, 3]);
    expect(ids('amount<=900000')).toEqual([2, 4]);
    expect(ids('amount>900000')).toEqual([1, 3]);
    expect(ids('amount<900000')).toEqual([4]);
    const reviews = [{ rating: 4 }, { rating: 4.5 }, { rating: 5 }, { rating: 3.99 }];
    expect(filterByRsql(reviews, 'rating>=4 and rating<=4.99')).toEqual([{ rating: 4 }, { rating: 4.5 }]);
  });

  it('orders text by code units, so ISO dates order by time', () => {
    const enquiries = [{ created: '2025-01-31T10:00:00Z' }, { created: '2025-02-01T00:00:00Z' }];
    expect(filterByRsql(enquiries, 'created>=2025-02-01')).toEqual([{ created: '2025-02-01T00:00:00Z' }]);
    expect(test('name<B', { name: 'Apple' })).toBe(true);
    expect(test('name<=Apple', { name: 'Apple' })).toBe(true);
  });

  it('cannot order booleans, objects or null', () => {
    expect(test('flag>=false', { flag: true })).toBe(false);
    expect(test('status>=1', { status: { id: 1 } })).toBe(false);
    expect(test('amount>=null', { amount: 5 })).toBe(false);
    expect(test('amount<=5', { amount: null })).toBe(false);
  });
});

describe('matches: null like SQL', () => {
  it('matches null only through ==null and !=null', () => {
    expect(ids('developerApprovalStatus==null')).toEqual([3]);
    expect(ids('developerApprovalStatus!=null')).toEqual([1, 2, 4]);
    expect(ids('developerApprovalStatus!=APPROVED')).toEqual([2, 4]);
    expect(ids('developerApprovalStatus=like=e')).toEqual([1, 2, 4]);
    expect(test('missing.path==null', { other: 1 })).toBe(true);
  });

  it('reads a quoted "null" as text', () => {
    expect(test('name=="null"', { name: 'null' })).toBe(true);
    expect(test('name=="null"', { name: null })).toBe(false);
  });
});

describe('matches: paths', () => {
  it('fans out over arrays: == when any element matches, != when none does', () => {
    const agent = { areas: [{ serviceArea: 'Dubai Marina' }, { serviceArea: 'Downtown Dubai' }], tags: ['a', 'b'] };
    expect(test('areas.serviceArea==*downtown*', agent)).toBe(true);
    expect(test('areas.serviceArea!="Dubai Marina"', agent)).toBe(false);
    expect(test('areas.serviceArea!=Jumeirah', agent)).toBe(true);
    expect(test('tags==b', agent)).toBe(true);
    expect(test('areas.serviceArea==x', { areas: [] })).toBe(false);
    expect(test('areas==null', { areas: [] })).toBe(true);
  });

  it('fans out over a record that is itself an array, as readPath does', () => {
    expect(test('name==b', [{ name: 'a' }, { name: 'b' }])).toBe(true);
    expect(test('name!=b', [{ name: 'a' }, { name: 'b' }])).toBe(false);
  });

  it('reads own keys only', () => {
    expect(test('constructor==null', {})).toBe(true);
    expect(test('name.length==3', { name: 'abc' })).toBe(false);
  });
});

describe('matches: =in= and =out=', () => {
  it('keeps records equal to any listed value, or to none', () => {
    expect(ids('listingStatus.id=in=(8,9,11)')).toEqual([2, 3, 4]);
    expect(ids('listingStatus.id=out=(8,9,11)')).toEqual([1]);
    expect(ids('developerApprovalStatus=out=(APPROVED,null)')).toEqual([2, 4]);
    expect(ids('developerApprovalStatus=in=(APPROVED,null)')).toEqual([1, 3]);
  });
});

describe('filterByRsql', () => {
  it('keeps every record for a missing or blank filter, as a copy', () => {
    expect(filterByRsql(properties, undefined)).toEqual(properties);
    expect(filterByRsql(properties, null)).not.toBe(properties);
    expect(filterByRsql(properties, '  ')).toHaveLength(4);
  });

  it('throws RsqlParseError for a malformed filter', () => {
    expect(() => filterByRsql(properties, 'agencyId=7')).toThrow(RsqlParseError);
  });
});

describe('filterByRsql: the work budget', () => {
  const many = Array.from({ length: 2000 }, (_, index) => ({ id: index, name: `Marina Gate Tower ${index}`, amount: index }));
  // 200 comparisons every record passes: 400,000 comparisons, over a second without a budget.
  const costly = Array.from({ length: 200 }, () => 'amount>=0').join(';');

  const refusal = (run: () => unknown): { error: unknown; elapsedMs: number } => {
    const start = performance.now();
    try {
      run();
      return { error: undefined, elapsedMs: performance.now() - start };
    } catch (error) {
      return { error, elapsedMs: performance.now() - start };
    }
  };

  it('stops a filter that would cost more than the budget, soon, with the error routes answer with a 400', () => {
    const { error, elapsedMs } = refusal(() => filterByRsql(many, costly));
    expect(error).toBeInstanceOf(RsqlBudgetError);
    expect(error).toBeInstanceOf(RsqlParseError);
    expect((error as Error).message).toMatch(/too costly/);
    expect(elapsedMs).toBeLessThan(1000);
  });

  it('counts work, not time, so the same filter over the same records always gets the same answer', () => {
    const narrow = 'name==*tower* and amount>=1990';
    const cheap = refusal(() => filterByRsql(many, narrow, 2_000_000));
    expect(cheap.error).toBeUndefined();
    expect(refusal(() => filterByRsql(many, narrow, 2_000_000)).error).toBeUndefined();
    expect(refusal(() => filterByRsql(many, narrow, 200_000)).error).toBeInstanceOf(RsqlBudgetError);
  });

  it('leaves the specs filters over thousands of records well within the default budget', () => {
    expect(filterByRsql(many, 'name=like=*gate* and (amount<=1 or amount>=1998)').map((record) => record.id)).toEqual([0, 1, 1998, 1999]);
  });
});
