import { type LoginId } from '../primitives/primitives.schema';
import { createPerson } from '../fixtures/contactDetails';
import { chance, toRandom, weighted, type RandomSource } from '../fixtures/randomPicks';
import { type Review } from './review.schema';

/** The author of a review as GET /api/auth/common/user-details/{loginId} names them. */
export interface ReviewAuthor {
  readonly loginId: LoginId;
  readonly name: string;
}

type Rating = 1 | 2 | 3 | 4 | 5;

const reviewTexts: Record<Rating, readonly [string, ...string[]]> = {
  5: [
    'Outstanding service from start to finish. They found us a sea-view apartment within two weeks and handled every step of the transfer.',
    'Very professional team, always on time for viewings and honest about service charges. Highly recommended.',
    'They sold our villa above the asking price in less than a month. Clear updates every week.',
    'خدمة ممتازة وتعامل راقٍ، ساعدونا في إيجاد الشقة المناسبة بسرعة.',
  ],
  4: [
    'Good experience overall. Knowledgeable about off-plan projects, although paperwork took a little longer than promised.',
    'Helpful agent who knew the community well. Would use them again for our next investment.',
    'فريق متعاون ويعرف السوق جيداً، أنصح بالتعامل معهم.',
  ],
  3: [
    'Decent service. The listings were accurate but follow-up after the viewing was slow.',
    'Average experience. We found a flat in the end, but communication could be better.',
  ],
  2: [
    'The photos did not match the unit we viewed, and the agent changed the viewing time twice.',
    'Slow to answer calls and unclear about the fees until the last moment.',
  ],
  1: [
    'Very disappointing. Nobody showed up to the viewing and nobody apologised.',
    'The property had already been rented out but stayed listed for weeks.',
  ],
};

/** A review text matching a star rating (1 to 5). */
export function reviewTextFor(source: RandomSource, rating: Rating): string {
  return toRandom(source).pick(reviewTexts[rating]);
}

/**
 * A customer review of an agency: mostly 4 and 5 stars, text matching the rating, mostly APPROVED.
 * `accLoginId` names the agency reviewed; pass it in the overrides to attach the review.
 */
export function createReview(source: RandomSource, overrides: Partial<Review> = {}): Review {
  const random = toRandom(source);
  const ratingCount = overrides.ratingCount ?? weighted<Rating>(random, [[5, 45], [4, 30], [3, 12], [2, 7], [1, 6]]);
  const rating = Math.min(5, Math.max(1, Math.round(ratingCount))) as Rating;
  return {
    reviewId: random.int(1, 99_999),
    loginId: random.int(9_000, 9_999),
    accLoginId: random.int(7_000, 7_999),
    review: reviewTextFor(random, rating),
    ratingCount,
    status: chance(random, 0.85) ? 'APPROVED' : 'PENDING',
    likes: random.int(0, 40),
    isLiked: chance(random, 0.15),
    ...overrides,
  };
}

/** The author of a review: a login id and the name user-details answers with. */
export function createReviewAuthor(source: RandomSource, overrides: Partial<ReviewAuthor> = {}): ReviewAuthor {
  const random = toRandom(source);
  return { loginId: random.int(9_000, 9_999), name: createPerson(random).fullName, ...overrides };
}
