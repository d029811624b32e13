import { ApiProvider, createApiClient, createSession, type ApiClient, type Session } from '@marketplace/api-client';
import { en, type Messages } from '@marketplace/domain';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { issueSandboxToken } from '@marketplace/sandbox';
import { createSandbox } from '@marketplace/sandbox/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MessagesProvider } from '../messages';
import { demoAgencyId, seededCounts } from './stories/dashboardStoryData';
import { useDashboardOverview, type DashboardOverviewOptions } from './useDashboardOverview';

const hosts = { propertyBaseUrl: 'http://property.test', accountsBaseUrl: 'http://accounts.test' };
const sandbox = createSandbox(hosts);
const server = setupServer(...sandbox.handlers);
const searchRoute = 'GET /api/property/search';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

/** A client with a session, signed in as the demo agency when asked (its profile then holds the agency id). */
async function clientAndSession(signedIn: boolean): Promise<{ client: ApiClient; session: Session }> {
  const ref: { session?: Session } = {};
  const client = createApiClient({ ...hosts, getToken: () => ref.session?.getToken() ?? issueSandboxToken(sandbox.db, demoAgencyCredentials.email) });
  const session = createSession({ client, storage: new MemoryStorage() });
  ref.session = session;
  if (signedIn) await session.signIn(demoAgencyCredentials.email, demoAgencyCredentials.password);
  return { client, session };
}

async function renderOverview(options: DashboardOverviewOptions = {}, { signedIn = true, messages }: { signedIn?: boolean; messages?: Messages } = {}) {
  const { client, session } = await clientAndSession(signedIn);
  const wrapper = ({ children }: { children: ReactNode }) => (
    // No automatic retry after an error: a test decides when to ask again.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <ApiProvider client={client} session={session}>
        {messages ? <MessagesProvider messages={messages}>{children}</MessagesProvider> : children}
      </ApiProvider>
    </SWRConfig>
  );
  return renderHook(() => useDashboardOverview(options), { wrapper });
}

describe('useDashboardOverview on the sandbox', () => {
  it("counts the signed-in agency's approved, pending and rejected properties as the seed holds them", async () => {
    expect(seededCounts.approved + seededCounts.pending + seededCounts.rejected).toBeGreaterThan(0);
    const { result } = await renderOverview();
    expect(result.current.isLoading).toBe(true);
    expect(result.current.counts).toBeNull();
    await waitFor(() => expect(result.current.counts).toEqual(seededCounts));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('counts the agency it is given rather than the profile', async () => {
    const { result } = await renderOverview({ agencyId: 987654321 });
    await waitFor(() => expect(result.current.counts).toEqual({ approved: 0, pending: 0, rejected: 0 }));
  });

  it("waits with '...' while there is no agency to count", async () => {
    const { result } = await renderOverview({}, { signedIn: false });
    expect(result.current.isLoading).toBe(true);
    expect(result.current.counts).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it("says 'Failed to fetch property counts. Please try again later.' when the search answers 500, and Retry loads the counts", async () => {
    sandbox.faults.set(searchRoute, { status: 500, times: 1 });
    const { result } = await renderOverview({ agencyId: demoAgencyId });
    await waitFor(() => expect(result.current.error).toBe('Failed to fetch property counts. Please try again later.'));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.counts).toBeNull();

    expect(result.current.onRetry).toBeTypeOf('function');
    act(() => result.current.onRetry?.());
    await waitFor(() => expect(result.current.counts).toEqual(seededCounts));
    expect(result.current.error).toBeNull();
  });

  it('gives the same message when the server cannot be reached, or in the copy it is given', async () => {
    sandbox.faults.set(searchRoute, { networkError: true });
    const arabic = { ...en, dashboard: { ...en.dashboard, loadFailed: 'تعذر جلب أعداد العقارات' } };
    const { result } = await renderOverview({}, { messages: arabic });
    await waitFor(() => expect(result.current.error).toBe('تعذر جلب أعداد العقارات'));
    const { result: english } = await renderOverview();
    await waitFor(() => expect(english.current.error).toBe(en.dashboard.loadFailed));
  });
});

/** sessionStorage for Node: each test's session starts empty. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}
