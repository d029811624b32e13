import { describe, expect, it } from 'vitest';
import { RsqlBudgetError } from '../../rsql/rsqlBudget';
import { RsqlParseError } from '../../rsql/rsqlParseError';
import { parseRsql } from '../../rsql/rsqlParser';
import { filterWithAliases, renameSelectors } from './rsqlSelectors';

const reviews = [
  { reviewId: 1, ratingCount: 4, status: 'APPROVED' },
  { reviewId: 2, ratingCount: 5, status: 'APPROVED' },
  { reviewId: 3, ratingCount: 4.5, status: 'PENDING' },
];
const aliases = { rating: 'ratingCount' };

describe('renameSelectors', () => {
  it('renames aliased selectors at every depth and leaves the others', () => {
    const renamed = renameSelectors(parseRsql('status==APPROVED and (rating>=4 or reviewId==9)'), aliases);
    expect(renamed).toEqual(parseRsql('status==APPROVED and (ratingCount>=4 or reviewId==9)'));
  });
});

describe('filterWithAliases', () => {
  it('reads rating as ratingCount, so a star band N to N.99 keeps fractional ratings', () => {
    expect(filterWithAliases(reviews, 'rating>=4 and rating<=4.99', aliases).map((review) => review.reviewId)).toEqual([1, 3]);
  });

  it('keeps every record without a filter', () => {
    expect(filterWithAliases(reviews, '  ', aliases)).toHaveLength(3);
    expect(filterWithAliases(reviews, null, aliases)).toHaveLength(3);
  });

  it('throws on a malformed filter', () => {
    expect(() => filterWithAliases(reviews, 'rating>=', aliases)).toThrow(RsqlParseError);
  });

  it('stops a filter too costly to evaluate, as filterByRsql does', () => {
    const many = Array.from({ length: 2000 }, (_, index) => ({ reviewId: index, ratingCount: 5, status: 'APPROVED' }));
    const costly = Array.from({ length: 200 }, () => 'rating>=1').join(' and ');
    expect(() => filterWithAliases(many, costly, aliases)).toThrow(RsqlBudgetError);
  });
});
