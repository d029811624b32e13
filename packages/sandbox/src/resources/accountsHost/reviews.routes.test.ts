// @vitest-environment node
import { createSeedData } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { call, signIn, setupAccountsHostServer } from './accountsHostTestServer.testing';

setupAccountsHostServer();
const seed = createSeedData();
const agencyLoginId = seed.demoAgency.loginId;

type Page = { content: { reviewId: number; ratingCount: number; status: string; loginId: number }[]; totalElements: number };

async function search(token: string, filter: string, extra = ''): Promise<Page> {
  const response = await call(`/api/auth/common/reviews?search=${encodeURIComponent(filter)}${extra}`, { token });
  return (await response.json()) as Page;
}

describe('GET /api/auth/common/reviews', () => {
  it('filters with the spec filter and pages Spring-style', async () => {
    const token = await signIn();
    const page = await search(token, `accLoginId==${agencyLoginId} and status==APPROVED`, '&page=0&size=10');
    const approved = seed.reviews.filter((review) => review.status === 'APPROVED');
    expect(page.totalElements).toBe(approved.length);
    expect(page.content).toHaveLength(10);
    expect(page.content.every((review) => review.status === 'APPROVED')).toBe(true);
  });

  it('reads rating as ratingCount in the star band N to N.99', async () => {
    const token = await signIn();
    const page = await search(token, `accLoginId==${agencyLoginId} and status==APPROVED and rating>=4 and rating<=4.99`);
    const expected = seed.reviews.filter((review) => review.status === 'APPROVED' && review.ratingCount >= 4 && review.ratingCount < 5);
    expect(page.totalElements).toBe(expected.length);
    expect(page.content.map((review) => review.ratingCount)).toEqual(expected.map(() => 4));
  });

  it('answers 400 to a malformed filter and 401 without a token', async () => {
    expect((await call(`/api/auth/common/reviews?search=${encodeURIComponent('rating>=')}`, { token: await signIn() })).status).toBe(400);
    expect((await call('/api/auth/common/reviews')).status).toBe(401);
  });
});

describe('POST /api/auth/common/reviews', () => {
  const valid = { accLoginId: agencyLoginId, review: 'Quick and honest.', ratingCount: 5, status: 'PENDING' };

  it("stores the review PENDING, authored by the token's account, and answers 201", async () => {
    const token = await signIn();
    const response = await call('/api/auth/common/reviews', { method: 'POST', token, body: valid });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { data: { reviewId: number; loginId: number; status: string } };
    expect(answer.data).toMatchObject({ loginId: agencyLoginId, status: 'PENDING', review: 'Quick and honest.' });
    expect(answer.data.reviewId).toBe(Math.max(...seed.reviews.map((review) => review.reviewId)) + 1);
    const pending = await search(token, `accLoginId==${agencyLoginId} and status==PENDING`);
    expect(pending.totalElements).toBe(seed.reviews.filter((review) => review.status === 'PENDING').length + 1);
  });

  it.each([
    ['no rating', { ...valid, ratingCount: undefined }, 'Please select a rating'],
    ['a rating of 6', { ...valid, ratingCount: 6 }, 'Please select a rating'],
    ['a blank text', { ...valid, review: '   ' }, 'Please enter a review comment'],
    ['no text', { ...valid, review: undefined }, 'Please enter a review comment'],
    ['501 characters', { ...valid, review: 'a'.repeat(501) }, 'Review must be at most 500 characters'],
  ])('answers 400 to %s with a message', async (_case, payload, message) => {
    const response = await call('/api/auth/common/reviews', { method: 'POST', token: await signIn(), body: payload });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: { en: message } });
  });

  it('answers 400 to a status other than PENDING, naming the field', async () => {
    const response = await call('/api/auth/common/reviews', { method: 'POST', token: await signIn(), body: { ...valid, status: 'APPROVED' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: { en: string } }).message.en).toMatch(/^status: /);
  });

  it('answers 404 for an agency that does not exist', async () => {
    const response = await call('/api/auth/common/reviews', { method: 'POST', token: await signIn(), body: { ...valid, accLoginId: 1 } });
    expect(response.status).toBe(404);
  });
});

describe('GET /api/auth/common/user-details/{loginId}', () => {
  it("names a review's author and an agency by login id", async () => {
    const token = await signIn();
    const author = seed.reviewAuthors[0];
    if (!author) throw new Error('seed lacks review authors');
    expect(await (await call(`/api/auth/common/user-details/${author.loginId}`, { token })).json()).toEqual({
      data: { loginId: author.loginId, name: author.name },
    });
    expect(await (await call(`/api/auth/common/user-details/${agencyLoginId}`, { token })).json()).toMatchObject({
      data: { name: 'Marina Homes Real Estate' },
    });
  });

  it('answers 404 for an unknown login id and 401 without a token', async () => {
    expect((await call('/api/auth/common/user-details/1', { token: await signIn() })).status).toBe(404);
    expect((await call('/api/auth/common/user-details/1')).status).toBe(401);
  });
});
