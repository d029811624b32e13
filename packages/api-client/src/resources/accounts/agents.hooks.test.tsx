import { createSeedData } from '@marketplace/domain/fixtures';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookWrapper } from '../../react/testWrapper';
import { setupAccountsSandbox } from './accountsSandbox.testing';
import { useAllAgents, useAvailableAgents } from './agents.hooks';

const { client, sandbox } = setupAccountsSandbox();
const seed = createSeedData();

describe('useAllAgents', () => {
  it('loads every agent', async () => {
    const { result } = renderHook(() => useAllAgents(), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current.data).toHaveLength(seed.agents.length));
  });

  it('exposes a failure as an error', async () => {
    sandbox.faults.set('GET /api/auth/accounts/get', { status: 403, body: { message: { en: 'Forbidden' } } });
    const { result } = renderHook(() => useAllAgents(), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current.error?.status).toBe(403));
  });
});

describe('useAvailableAgents', () => {
  it('loads the page asked for and keeps it shown while the next page loads', async () => {
    const { result, rerender } = renderHook(({ page }: { page: number }) => useAvailableAgents({ emailSearch: '  ', page }), {
      wrapper: hookWrapper(client),
      initialProps: { page: 0 },
    });
    await waitFor(() => expect(result.current.data?.page).toBe(0));
    const firstPage = result.current.data;
    sandbox.faults.set('GET /api/auth/accounts/get', { delayMs: 50 });
    rerender({ page: 1 });
    expect(result.current.data).toBe(firstPage);
    await waitFor(() => expect(result.current.data?.page).toBe(1));
    expect(result.current.data?.agents.map((agent) => agent.id)).not.toContain(firstPage?.agents[0]?.id);
  });
});
