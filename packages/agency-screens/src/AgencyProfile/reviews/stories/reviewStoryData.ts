import { reviewLimits, reviewStatistics, type Review } from '@marketplace/domain';
import { createReview, createReviewAuthor, createSeedData, reviewTextFor } from '@marketplace/domain/fixtures';
import { authorKey, type ReviewAuthorNames } from '../reviewAuthor';

const seed = createSeedData();

/** The demo agency's approved reviews, as the sandbox serves them. */
export const seedApprovedReviews: readonly Review[] = seed.reviews.filter((review) => review.status === 'APPROVED');

/** The names of the seed's review authors. */
export const seedAuthorNames: ReviewAuthorNames = new Map(seed.reviewAuthors.map((author) => [authorKey(author.loginId), author.name]));

/** The names of some authors, with the others left loading. */
export function namesOf(reviews: readonly Review[], names: ReviewAuthorNames = seedAuthorNames): ReviewAuthorNames {
  return new Map(reviews.flatMap((review) => (review.loginId != null && names.has(authorKey(review.loginId)) ? [[authorKey(review.loginId), names.get(authorKey(review.loginId)) ?? '']] : [])));
}

/** The panel's data once loaded: the seed's approved reviews summed up, the first three shown with their authors. */
export function seedPanelData() {
  const shown = seedApprovedReviews.slice(0, reviewLimits.summaryShownCount);
  return { status: 'ready' as const, statistics: reviewStatistics(seedApprovedReviews), shownReviews: shown, authorNames: namesOf(shown) };
}

const starCounts = [5, 4, 3, 2, 1] as const;

/**
 * Many approved reviews (`count`, every star count present) with long author names and texts, to
 * stretch the layout: each name joins several fixture names, each text several fixture texts.
 */
export function manyLongReviews(count: number): { reviews: Review[]; names: ReviewAuthorNames } {
  const reviews = Array.from({ length: count }, (_, index) => {
    const ratingCount = starCounts[index % starCounts.length] ?? 5;
    const review = createReview(1000 + index, { reviewId: index + 1, loginId: 9000 + index, ratingCount, status: 'APPROVED' });
    const long = index % 3 === 0;
    return long ? { ...review, review: [0, 1, 2].map((part) => reviewTextFor(index * 7 + part, ratingCount)).join(' ') } : review;
  });
  const names = new Map(
    reviews.map((review, index) => {
      const author = createReviewAuthor(2000 + index).name;
      const name = index % 3 === 0 ? [author, createReviewAuthor(3000 + index).name, createReviewAuthor(4000 + index).name].join(' ') : author;
      return [authorKey(review.loginId ?? index), name];
    }),
  );
  return { reviews, names };
}
