import { describe, expect, it } from 'vitest';
import { expectSchemaRoundTrip, sampleMany } from '../fixtures/fixtureChecks.testing';
import { createReview, createReviewAuthor, reviewTextFor } from './review.fixtures';
import { reviewAuthorDetailsSchema, reviewSchema, reviewSubmitPayloadSchema } from './review.schema';

describe('createReview', () => {
  const reviews = sampleMany((random) => createReview(random));

  it('passes the review schema unchanged, item after item', () => {
    expectSchemaRoundTrip(reviewSchema, reviews);
  });

  it('is deterministic', () => {
    expect(createReview(5)).toEqual(createReview(5));
    expect(createReview(5)).not.toEqual(createReview(6));
  });

  it('rates 1 to 5, mostly 4 and 5, mostly APPROVED, with text a reviewer could submit', () => {
    expect(new Set(reviews.map((review) => review.ratingCount))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(reviews.filter((review) => review.ratingCount >= 4).length).toBeGreaterThan(reviews.length / 2);
    expect(new Set(reviews.map((review) => review.status))).toEqual(new Set(['APPROVED', 'PENDING']));
    expect(reviews.filter((review) => review.status === 'APPROVED').length).toBeGreaterThan(reviews.length * 0.7);
    for (const review of reviews) {
      reviewSubmitPayloadSchema.parse({ accLoginId: 1, review: review.review, ratingCount: review.ratingCount, status: 'PENDING' });
    }
  });

  it('writes text that matches the rating given in the overrides', () => {
    const oneStarTexts = new Set(Array.from({ length: 40 }, (_, seed) => reviewTextFor(seed, 1)));
    expect([...oneStarTexts].every((text) => /disappointing|already been rented/.test(text))).toBe(true);
    const fiveStarTexts = new Set(Array.from({ length: 40 }, (_, seed) => reviewTextFor(seed, 5)));
    expect([...fiveStarTexts].some((text) => oneStarTexts.has(text))).toBe(false);
    const oneStar = createReview(9, { ratingCount: 1, accLoginId: 7101 });
    expect(oneStar).toMatchObject({ ratingCount: 1, accLoginId: 7101 });
    expect(oneStarTexts.has(oneStar.review)).toBe(true);
  });

  it('rounds a fractional rating to pick its text', () => {
    const review = createReview(3, { ratingCount: 4.6 });
    expect(review.ratingCount).toBe(4.6);
    expect(['Outstanding', 'professional', 'sold our villa', 'ممتازة'].some((part) => review.review.includes(part))).toBe(true);
  });
});

describe('createReviewAuthor', () => {
  it('names an author the user-details answer can carry', () => {
    const authors = sampleMany((random) => createReviewAuthor(random), 50);
    for (const author of authors) reviewAuthorDetailsSchema.parse({ data: { name: author.name } });
    expect(createReviewAuthor(1, { loginId: 9001 }).loginId).toBe(9001);
    expect(createReviewAuthor(1)).toEqual(createReviewAuthor(1));
  });
});
