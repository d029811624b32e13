import type { Review } from '@marketplace/domain';

/** The sort choices of the full review list (spec 1 section 7 note), keyed like `en.reviews.sort`. */
export const reviewSorts = ['newest', 'oldest', 'highest', 'lowest'] as const;

/** One of {@link reviewSorts}. */
export type ReviewSort = (typeof reviewSorts)[number];

/** The list opens on the newest reviews. */
export const defaultReviewSort: ReviewSort = 'newest';

const comparators: Record<ReviewSort, (a: Review, b: Review) => number> = {
  newest: (a, b) => b.reviewId - a.reviewId,
  oldest: (a, b) => a.reviewId - b.reviewId,
  highest: (a, b) => b.ratingCount - a.ratingCount,
  lowest: (a, b) => a.ratingCount - b.ratingCount,
};

/**
 * The page's reviews in the chosen order: newest by reviewId descending, oldest ascending, highest
 * and lowest by ratingCount (ties keep the server's order). The spec computes the sort without sending
 * it, so it orders the page on the client. Returns a new array.
 */
export function sortReviews(reviews: readonly Review[], sort: ReviewSort): Review[] {
  return [...reviews].sort(comparators[sort]);
}
