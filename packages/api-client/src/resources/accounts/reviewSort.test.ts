import type { Review } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { sortReviews } from './reviewSort';

const review = (reviewId: number, ratingCount: number): Review => ({ reviewId, ratingCount, review: `Review ${reviewId}` });
const page = [review(4, 3), review(9, 5), review(2, 5), review(7, 1)];
const ids = (reviews: readonly Review[]) => reviews.map((item) => item.reviewId);

describe('sortReviews', () => {
  it('puts the newest (highest reviewId) first', () => {
    expect(ids(sortReviews(page, 'newest'))).toEqual([9, 7, 4, 2]);
  });

  it('puts the oldest first', () => {
    expect(ids(sortReviews(page, 'oldest'))).toEqual([2, 4, 7, 9]);
  });

  it('puts the highest rating first, ties in server order', () => {
    expect(ids(sortReviews(page, 'highest'))).toEqual([9, 2, 4, 7]);
  });

  it('puts the lowest rating first, ties in server order', () => {
    expect(ids(sortReviews(page, 'lowest'))).toEqual([7, 4, 9, 2]);
  });

  it('leaves the given array as it was', () => {
    const copy = [...page];
    sortReviews(page, 'newest');
    expect(page).toEqual(copy);
  });
});
