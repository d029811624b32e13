import type { Review } from '@marketplace/domain';

/** The sort choices of the full review list (spec 1 section 7 note), keyed like `en.reviews.sort`. */
export const reviewSorts = ['newest', 'oldest', 'highest', 'lowest'] as const;

/** One of {@link reviewSorts}. */
export type ReviewSort = (typeof reviewSorts)[number];

/** The list opens on the newest reviews. */
export const defaultReviewSort: ReviewSort = 'newest';

/**
 * Each choice as Spring `sort` parameters, sent with the page so the order runs across every page,
 * not within the one loaded (docs/decisions.md, 'Customer reviews'): newest by reviewId descending,
 * oldest ascending, highest and lowest by ratingCount with the newest first among equal ratings.
 */
export const reviewSortParams: Readonly<Record<ReviewSort, readonly string[]>> = {
  newest: ['reviewId,desc'],
  oldest: ['reviewId,asc'],
  highest: ['ratingCount,desc', 'reviewId,desc'],
  lowest: ['ratingCount,asc', 'reviewId,desc'],
};

const comparators: Record<ReviewSort, (a: Review, b: Review) => number> = {
  newest: (a, b) => b.reviewId - a.reviewId,
  oldest: (a, b) => a.reviewId - b.reviewId,
  highest: (a, b) => b.ratingCount - a.ratingCount || b.reviewId - a.reviewId,
  lowest: (a, b) => a.ratingCount - b.ratingCount || b.reviewId - a.reviewId,
};

/**
 * Reviews held in memory (a story's, a test's) in the order the server gives for
 * {@link reviewSortParams}. Returns a new array.
 */
export function sortReviews(reviews: readonly Review[], sort: ReviewSort): Review[] {
  return [...reviews].sort(comparators[sort]);
}
