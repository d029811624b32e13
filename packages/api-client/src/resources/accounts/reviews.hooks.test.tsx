import { createSeedData } from '@marketplace/domain/fixtures';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookWrapper } from '../../react/testWrapper';
import { setupAccountsSandbox } from './accountsSandbox.testing';
import { sortReviews, type ReviewSort } from './reviewSort';
import { useReviewSummary, useReviews, useSubmitReview } from './reviews.hooks';

const { client, sandbox, server } = setupAccountsSandbox();
const seed = createSeedData();
const agency = seed.demoAgency.loginId;

function countRequests(path: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) seen.count += 1;
  });
  return seen;
}

describe('useReviewSummary', () => {
  it("loads the agency's first 3 approved reviews and the statistics' inputs", async () => {
    const { result } = renderHook(() => useReviewSummary(agency), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current.data?.shown).toHaveLength(3));
    expect(result.current.data?.totalElements).toBe(seed.reviews.filter((review) => review.status === 'APPROVED').length);
  });

  it('loads nothing without a login id', () => {
    const { result } = renderHook(() => useReviewSummary(null), { wrapper: hookWrapper(client) });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
  });
});

describe('useReviews', () => {
  it('asks the server for the chosen order, so a page holds the first reviews of all in that order', async () => {
    const requests = countRequests('/api/auth/common/reviews');
    const approved = seed.reviews.filter((review) => review.status === 'APPROVED' && review.accLoginId === agency);
    const firstTen = (sort: ReviewSort) => sortReviews(approved, sort).slice(0, 10).map((review) => review.reviewId);
    const { result, rerender } = renderHook(({ sort }: { sort: ReviewSort }) => useReviews(agency, { page: 0, sort }), {
      wrapper: hookWrapper(client),
      initialProps: { sort: 'newest' },
    });
    const shown = () => result.current.data?.reviews.map((review) => review.reviewId);
    await waitFor(() => expect(shown()).toEqual(firstTen('newest')));
    rerender({ sort: 'lowest' });
    await waitFor(() => expect(shown()).toEqual(firstTen('lowest')));
    rerender({ sort: 'oldest' });
    await waitFor(() => expect(shown()).toEqual(firstTen('oldest')));
    expect(requests.count).toBe(3);
  });

  it('loads the page of a star rating', async () => {
    const { result } = renderHook(() => useReviews(agency, { page: 0, ratingFilter: 5 }), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const ratings = result.current.data?.reviews.map((review) => review.ratingCount) ?? [];
    expect(ratings.length).toBeGreaterThan(0);
    expect(ratings.every((rating) => rating === 5)).toBe(true);
  });

  it('exposes a failure as an error', async () => {
    sandbox.faults.set('GET /api/auth/common/reviews', { status: 500 });
    const { result } = renderHook(() => useReviews(agency, { page: 0 }), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current.error?.status).toBe(500));
  });
});

describe('useSubmitReview', () => {
  it('sends one review however many times submit is pressed while it runs', async () => {
    const before = sandbox.db.agencyReviews.count();
    const { result } = renderHook(() => useSubmitReview(), { wrapper: hookWrapper(client) });
    await act(async () => {
      const first = result.current.trigger({ accLoginId: agency, review: 'Smooth handover.', ratingCount: 5 });
      const second = result.current.trigger({ accLoginId: agency, review: 'Smooth handover.', ratingCount: 5 });
      expect(second).toBe(first);
      await first;
    });
    expect(sandbox.db.agencyReviews.count()).toBe(before + 1);
  });

  it("exposes the server's message when the submission is refused", async () => {
    const { result } = renderHook(() => useSubmitReview(), { wrapper: hookWrapper(client) });
    await act(async () => {
      await expect(result.current.trigger({ accLoginId: agency, review: 'ok', ratingCount: 0 })).rejects.toMatchObject({ status: 400 });
    });
    expect(result.current.error?.message).toBe('Please select a rating');
  });
});
