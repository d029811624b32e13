import { reviewLimits } from '../constants/limits';
import type { Review } from './review.schema';

/** A star count of the distribution, 5 down to 1. */
export type StarCount = 1 | 2 | 3 | 4 | 5;

/** The star counts in the order the panel lists them: best first. */
export const starCountsBestFirst: readonly StarCount[] = [5, 4, 3, 2, 1];

/** How many reviews gave one star count. */
export interface RatingShare {
  readonly stars: StarCount;
  readonly count: number;
  /** The share of the counted reviews, 0 to 1 (the bar's length). */
  readonly share: number;
  /** The share as a whole percent (the bar's text). */
  readonly percent: number;
}

/** The Customer Reviews summary (spec 1 sections 2.4 and 9). */
export interface ReviewStatistics {
  /** The mean rating rounded to one decimal; 0 without reviews. */
  readonly average: number;
  /** How many reviews were counted. */
  readonly count: number;
  /** The whole percent of reviews rated 4 or 5 ('Recommend'); 0 without reviews. */
  readonly recommendPercent: number;
  /** One entry per star count, 5 down to 1, even when its count is 0. */
  readonly distribution: readonly RatingShare[];
}

/** Rounds half away from zero at `decimals` places, on a decimal string so 4.45 stays 4.5. */
function roundTo(value: number, decimals: number): number {
  return Number(Math.round(Number(`${value}e${decimals}`)) + `e-${decimals}`);
}

// The full list filters a star count N as rating>=N and rating<=N.99, so a fractional rating
// belongs to the star count below it.
function starCountOf(rating: number): StarCount {
  return Math.min(reviewLimits.maxRating, Math.max(reviewLimits.minRating, Math.floor(rating))) as StarCount;
}

/**
 * The summary of an agency's approved reviews: average to one decimal, count, 'Recommend' percent
 * (share rated 4 or 5, as a whole percent) and the distribution by star count. Reviews marked
 * PENDING are left out (they are not visible before approval, spec 1 section 4); a review without a
 * status counts, since the summary call asks the server for approved ones only. No reviews: zeros.
 */
export function reviewStatistics(reviews: readonly Pick<Review, 'ratingCount' | 'status'>[]): ReviewStatistics {
  const counted = reviews.filter((review) => review.status !== 'PENDING');
  const count = counted.length;
  const shareOf = (part: number) => (count === 0 ? 0 : part / count);
  const total = counted.reduce((sum, review) => sum + review.ratingCount, 0);
  const recommending = counted.filter((review) => review.ratingCount >= reviewLimits.recommendMinRating).length;
  const distribution = starCountsBestFirst.map((stars) => {
    const starCount = counted.filter((review) => starCountOf(review.ratingCount) === stars).length;
    return { stars, count: starCount, share: shareOf(starCount), percent: Math.round(shareOf(starCount) * 100) };
  });
  return {
    average: count === 0 ? 0 : roundTo(total / count, reviewLimits.averageDecimals),
    count,
    recommendPercent: Math.round(shareOf(recommending) * 100),
    distribution,
  };
}
