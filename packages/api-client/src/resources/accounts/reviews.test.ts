// @vitest-environment node
import { createSeedData } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../../errors';
import { setupAccountsSandbox } from './accountsSandbox.testing';
import { fetchReviewSummary, fetchReviews, fetchUserName, submitReview } from './reviews';

const { client, sandbox } = setupAccountsSandbox();
const seed = createSeedData();
const agency = seed.demoAgency.loginId;
const approved = seed.reviews.filter((review) => review.status === 'APPROVED');
const reviewsRoute = 'GET /api/auth/common/reviews';

describe('fetchReviewSummary', () => {
  it("loads the agency's approved reviews: the first 3 to show, all of them for the statistics", async () => {
    const summary = await fetchReviewSummary(client, agency);
    expect(summary.totalElements).toBe(approved.length);
    expect(summary.reviews).toHaveLength(approved.length);
    expect(summary.reviews.every((review) => review.status === 'APPROVED' && review.accLoginId === agency)).toBe(true);
    expect(summary.shown).toEqual(summary.reviews.slice(0, 3));
    expect(summary.reviews.filter((review) => review.ratingCount >= 4)).toHaveLength(approved.filter((review) => review.ratingCount >= 4).length);
  });

  it("rejects with the server's message on a 500 and a NetworkError when the network fails", async () => {
    sandbox.faults.set(reviewsRoute, { status: 500, body: { message: { en: 'Reviews unavailable' } } });
    await expect(fetchReviewSummary(client, agency)).rejects.toMatchObject({ status: 500, serverMessage: 'Reviews unavailable' });
    sandbox.faults.set(reviewsRoute, { networkError: true });
    await expect(fetchReviewSummary(client, agency)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('fetchReviews', () => {
  it('loads a page of 10 with the page counts', async () => {
    const first = await fetchReviews(client, { accLoginId: agency, page: 0 });
    expect(first).toMatchObject({ page: 0, totalElements: approved.length, totalPages: Math.ceil(approved.length / 10) });
    expect(first.reviews).toHaveLength(10);
    const second = await fetchReviews(client, { accLoginId: agency, page: 1 });
    expect(second.reviews.map((review) => review.reviewId)).not.toContain(first.reviews[0]?.reviewId);
  });

  it('keeps only one star rating when a rating filter is given', async () => {
    let shown = 0;
    for (const stars of [1, 2, 3, 4, 5]) {
      const page = await fetchReviews(client, { accLoginId: agency, page: 0, ratingFilter: stars });
      const expected = approved.filter((review) => Math.floor(review.ratingCount) === stars).length;
      expect(page.totalElements).toBe(expected);
      // The page itself, not only its count: every() holds for an empty page.
      expect(page.reviews).toHaveLength(Math.min(10, expected));
      expect(page.reviews.every((review) => Math.floor(review.ratingCount) === stars)).toBe(true);
      shown += page.reviews.length;
    }
    expect(shown).toBeGreaterThan(0);
  });

  it('rejects with an HttpError on a fault and a NetworkError when the network fails', async () => {
    sandbox.faults.set(reviewsRoute, { status: 500, body: { message: { en: 'Reviews unavailable' } } });
    await expect(fetchReviews(client, { accLoginId: agency, page: 0 })).rejects.toBeInstanceOf(HttpError);
    sandbox.faults.set(reviewsRoute, { networkError: true });
    await expect(fetchReviews(client, { accLoginId: agency, page: 0 })).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('fetchUserName', () => {
  it("answers an author's name", async () => {
    const author = seed.reviewAuthors[0];
    if (!author) throw new Error('seed lacks review authors');
    expect(await fetchUserName(client, author.loginId)).toBe(author.name);
  });

  it('answers null (no name) for an unknown user or a blank name', async () => {
    expect(await fetchUserName(client, 4242)).toBeNull();
    sandbox.faults.set('GET /api/auth/common/user-details/:loginId', { status: 200, body: { data: { name: ' ' } } });
    expect(await fetchUserName(client, 9000)).toBeNull();
  });

  it('rejects on other failures', async () => {
    sandbox.faults.set('GET /api/auth/common/user-details/:loginId', { status: 500, body: { message: { en: 'Down' } } });
    await expect(fetchUserName(client, 9000)).rejects.toMatchObject({ status: 500, serverMessage: 'Down' });
    sandbox.faults.set('GET /api/auth/common/user-details/:loginId', { networkError: true });
    await expect(fetchUserName(client, 9000)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('submitReview', () => {
  it('sends the review PENDING with its text trimmed; it stays out of the approved list', async () => {
    const stored = await submitReview(client, { accLoginId: agency, review: '  Great viewing experience.  ', ratingCount: 4 });
    expect(stored).toMatchObject({ accLoginId: agency, review: 'Great viewing experience.', ratingCount: 4, status: 'PENDING' });
    expect(sandbox.db.agencyReviews.get(stored?.reviewId ?? -1)).toMatchObject({ status: 'PENDING' });
    expect((await fetchReviewSummary(client, agency)).totalElements).toBe(approved.length);
  });

  it("rejects with the server's message.en for an invalid review", async () => {
    await expect(submitReview(client, { accLoginId: agency, review: '   ', ratingCount: 4 })).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Please enter a review comment',
    });
  });

  it('resolves without a review when the server answers no body', async () => {
    sandbox.faults.set('POST /api/auth/common/reviews', { status: 201 });
    expect(await submitReview(client, { accLoginId: agency, review: 'Fine.', ratingCount: 3 })).toBeUndefined();
  });

  it('rejects with an HttpError on a fault and a NetworkError when the network fails', async () => {
    sandbox.faults.set('POST /api/auth/common/reviews', { status: 500, body: { message: { en: 'Try later' } } });
    await expect(submitReview(client, { accLoginId: agency, review: 'Fine.', ratingCount: 3 })).rejects.toMatchObject({ serverMessage: 'Try later' });
    sandbox.faults.set('POST /api/auth/common/reviews', { networkError: true });
    await expect(submitReview(client, { accLoginId: agency, review: 'Fine.', ratingCount: 3 })).rejects.toBeInstanceOf(NetworkError);
  });
});
