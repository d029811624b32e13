import { describe, expect, it } from 'vitest';
import { reviewAuthorDetailsSchema, reviewSchema, reviewSubmitPayloadSchema } from './review.schema';

const review = {
  reviewId: 88,
  loginId: 5120,
  accLoginId: 5012,
  review: 'Smooth handover of our Jumeirah Village Circle apartment.',
  ratingCount: 5,
  status: 'APPROVED',
  likes: 3,
  isLiked: false,
};

const submission = { accLoginId: 5012, review: 'Very responsive team in Abu Dhabi.', ratingCount: 4, status: 'PENDING' };

describe('review schema', () => {
  it('accepts an approved review', () => {
    expect(reviewSchema.parse(review).ratingCount).toBe(5);
  });

  it('rejects a rating outside 1 to 5 and an unknown status', () => {
    expect(reviewSchema.safeParse({ ...review, ratingCount: 6 }).success).toBe(false);
    expect(reviewSchema.safeParse({ ...review, ratingCount: 0 }).success).toBe(false);
    expect(reviewSchema.safeParse({ ...review, status: 'REJECTED' }).success).toBe(false);
  });

  it('reads the author name, which may be missing', () => {
    expect(reviewAuthorDetailsSchema.parse({ data: { name: 'Omar Haddad' } }).data?.name).toBe('Omar Haddad');
    expect(reviewAuthorDetailsSchema.parse({ data: null }).data).toBeNull();
  });
});

describe('review submit payload', () => {
  it('accepts a pending review with a whole rating', () => {
    expect(reviewSubmitPayloadSchema.parse(submission)).toEqual(submission);
  });

  it('rejects a rating of 6, a half star and a missing rating', () => {
    expect(reviewSubmitPayloadSchema.safeParse({ ...submission, ratingCount: 6 }).success).toBe(false);
    expect(reviewSubmitPayloadSchema.safeParse({ ...submission, ratingCount: 3.5 }).success).toBe(false);
    expect(reviewSubmitPayloadSchema.safeParse({ ...submission, ratingCount: undefined }).success).toBe(false);
  });

  it('rejects a blank text and a text over 500 characters', () => {
    expect(reviewSubmitPayloadSchema.safeParse({ ...submission, review: '   ' }).success).toBe(false);
    expect(reviewSubmitPayloadSchema.safeParse({ ...submission, review: 'a'.repeat(501) }).success).toBe(false);
    expect(reviewSubmitPayloadSchema.safeParse({ ...submission, review: 'a'.repeat(500) }).success).toBe(true);
  });

  it('submits only as PENDING', () => {
    expect(reviewSubmitPayloadSchema.safeParse({ ...submission, status: 'APPROVED' }).success).toBe(false);
  });
});
