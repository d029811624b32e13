import { ApiProvider, createApiClient, createSession, sortReviews, type ReviewSort } from '@marketplace/api-client';
import { en, reviewStatistics } from '@marketplace/domain';
import { createSeedData, demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { createSandbox } from '@marketplace/sandbox/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useAllReviews } from './useAllReviews';
import { useCustomerReviews } from './useCustomerReviews';
import { useLeaveReview } from './useLeaveReview';

const hosts = { propertyBaseUrl: 'http://property.test', accountsBaseUrl: 'http://accounts.test' };
const sandbox = createSandbox(hosts);
const server = setupServer(...sandbox.handlers);
const seed = createSeedData();
const agency = seed.demoAgency.loginId;
const approved = seed.reviews.filter((review) => review.status === 'APPROVED');
const slow = { timeout: 5000 };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sandbox.reset();
  sessionStorage.clear();
});
afterAll(() => server.close());

async function signedInWrapper() {
  const ref: { session?: ReturnType<typeof createSession> } = {};
  const client = createApiClient({ ...hosts, getToken: () => ref.session?.getToken() ?? null });
  const session = createSession({ client });
  ref.session = session;
  await session.signIn(demoAgencyCredentials.email, demoAgencyCredentials.password);
  return ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApiProvider client={client} session={session}>
        {children}
      </ApiProvider>
    </SWRConfig>
  );
}

describe('useCustomerReviews on the sandbox', () => {
  it('summarises the approved reviews and names the first 3 authors', async () => {
    const { result } = renderHook(() => useCustomerReviews(agency), { wrapper: await signedInWrapper() });
    await waitFor(() => expect(result.current.status).toBe('ready'), slow);
    expect(result.current.statistics).toEqual(reviewStatistics(approved));
    expect(result.current.shownReviews).toHaveLength(3);
    const authors = new Map(seed.reviewAuthors.map((author) => [String(author.loginId), author.name]));
    await waitFor(() => expect(result.current.authorNames.size).toBe(3), slow);
    for (const review of result.current.shownReviews) {
      expect(result.current.authorNames.get(String(review.loginId))).toBe(authors.get(String(review.loginId)));
    }
  });

  it("falls back to 'User {id}' when user details fail", async () => {
    sandbox.faults.set('GET /api/auth/common/user-details/:loginId', { status: 500 });
    const { result } = renderHook(() => useCustomerReviews(agency), { wrapper: await signedInWrapper() });
    await waitFor(() => expect(result.current.authorNames.size).toBe(3), slow);
    for (const review of result.current.shownReviews) {
      expect(result.current.authorNames.get(String(review.loginId))).toBe(en.reviews.userFallback(review.loginId ?? ''));
    }
  });

  it('reports a failed load and loads on retry', async () => {
    sandbox.faults.set('GET /api/auth/common/reviews', { status: 500, times: 1 });
    const { result } = renderHook(() => useCustomerReviews(agency), { wrapper: await signedInWrapper() });
    await waitFor(() => expect(result.current.status).toBe('error'), slow);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('ready'), slow);
  });
});

describe('useAllReviews on the sandbox', () => {
  it('filters by star count from the first page, and sorts the page', async () => {
    const { result } = renderHook(() => useAllReviews(agency), { wrapper: await signedInWrapper() });
    await waitFor(() => expect(result.current.status).toBe('ready'), slow);
    expect(result.current.pageCount).toBe(Math.ceil(approved.length / 10));
    act(() => result.current.setPage(1));
    await waitFor(() => expect(result.current.reviews.length).toBe(approved.length - 10), slow);
    act(() => result.current.setRatingFilter(5));
    expect(result.current.page).toBe(0);
    await waitFor(() => expect(result.current.reviews.length).toBe(approved.filter((review) => review.ratingCount === 5).length), slow);
    act(() => result.current.setRatingFilter(null));
    await waitFor(() => expect(result.current.reviews).toHaveLength(10), slow);
  });

  it('sorts across every page, not within the loaded one, and a new sort starts at the first page', async () => {
    const { result } = renderHook(() => useAllReviews(agency), { wrapper: await signedInWrapper() });
    await waitFor(() => expect(result.current.status).toBe('ready'), slow);
    const firstPageIds = (sort: ReviewSort) => sortReviews(approved, sort).slice(0, 10).map((review) => review.reviewId);
    const shownIds = () => result.current.reviews.map((review) => review.reviewId);
    expect(shownIds()).toEqual(firstPageIds('newest'));
    act(() => result.current.setPage(1));
    await waitFor(() => expect(result.current.reviews.length).toBe(approved.length - 10), slow);
    act(() => result.current.setSort('lowest'));
    expect(result.current.page).toBe(0);
    await waitFor(() => expect(shownIds()).toEqual(firstPageIds('lowest')), slow);
    act(() => result.current.setSort('oldest'));
    await waitFor(() => expect(shownIds()).toEqual(firstPageIds('oldest')), slow);
  });
});

describe('useLeaveReview on the sandbox', () => {
  it("posts { accLoginId, review, ratingCount, status: 'PENDING' } and opens the success dialog", async () => {
    const posted: unknown[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/auth/common/reviews')) void request.clone().json().then((body) => posted.push(body));
    };
    server.events.on('request:start', listener);
    const { result } = renderHook(() => useLeaveReview(agency), { wrapper: await signedInWrapper() });
    let accepted = false;
    await act(async () => {
      accepted = await result.current.submit({ rating: 4, review: 'Helpful with the Ejari paperwork.' });
    });
    server.events.removeListener('request:start', listener);
    expect(accepted).toBe(true);
    expect(posted).toEqual([{ accLoginId: agency, review: 'Helpful with the Ejari paperwork.', ratingCount: 4, status: 'PENDING' }]);
    expect(result.current.isSuccessOpen).toBe(true);
    expect(result.current.error).toBeNull();
  });

  it("shows the server's message.en, else 'Failed to submit review'", async () => {
    sandbox.faults.set('POST /api/auth/common/reviews', { status: 503, body: { message: { en: 'Reviews are paused' } } });
    const { result } = renderHook(() => useLeaveReview(agency), { wrapper: await signedInWrapper() });
    await act(async () => {
      expect(await result.current.submit({ rating: 2, review: 'Slow.' })).toBe(false);
    });
    expect(result.current.error).toBe('Reviews are paused');
    expect(result.current.isSuccessOpen).toBe(false);
    sandbox.faults.set('POST /api/auth/common/reviews', { networkError: true });
    await act(async () => {
      await result.current.submit({ rating: 2, review: 'Slow.' });
    });
    expect(result.current.error).toBe(en.reviews.submitFailed);
  });
});
