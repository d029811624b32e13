import { agentFullName, en } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { createToastQueue, type ToastQueue } from '@marketplace/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAgentList, type AgentListOptions } from './useAgentList';
import { apiWrapper, serveSandbox, signInDemoAgency } from '../shared/sandboxServer.testing';

const { sandbox, server } = serveSandbox();
const seed = createSeedData();
const agentsRoute = 'GET /api/auth/accounts/get';
const propertiesRoute = 'GET /api/property/search';

afterEach(() => sessionStorage.clear());

function toastTitles(queue: ToastQueue): string[] {
  return queue.visibleToasts.map((toast) => toast.content.title);
}

async function setup(options: Partial<AgentListOptions> = {}, { waitForList = true } = {}) {
  const { client, session } = await signInDemoAgency();
  const toasts = createToastQueue({ maxVisibleToasts: 10 });
  const rendered = renderHook(() => useAgentList({ toasts, ...options }), { wrapper: apiWrapper(client, session) });
  if (waitForList) await waitFor(() => expect(rendered.result.current.agents).toBeDefined());
  return { ...rendered, toasts };
}

/** An agent of the seed who has listed properties, and how many. */
function agentWithProperties() {
  for (const agent of seed.agents) {
    const count = seed.properties.filter((item) => item.agentId === agent.id).length;
    if (count > 0) return { agent, count };
  }
  throw new Error('The seed has no agent with properties');
}

describe('useAgentList on the sandbox', () => {
  it('lists every agent account of the seed (spec 2 section 7.2)', async () => {
    const { result } = await setup();
    expect(result.current.agents?.map(agentFullName)).toEqual(seed.agents.map(agentFullName));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.loadError).toBeNull();
  });

  it("says 'Failed to fetch agents. Status: 500' on a server error, and Retry loads the list", async () => {
    sandbox.faults.set(agentsRoute, { status: 500, times: 1 });
    const { result } = await setup({}, { waitForList: false });
    await waitFor(() => expect(result.current.loadError).toBe('Failed to fetch agents. Status: 500'));
    expect(result.current.isLoading).toBe(false);
    act(() => result.current.onRetry?.());
    await waitFor(() => expect(result.current.agents).toHaveLength(seed.agents.length));
    expect(result.current.loadError).toBeNull();
  });

  it("says 'Failed to load agents' when the request gets no answer", async () => {
    sandbox.faults.set(agentsRoute, { networkError: true });
    const { result } = await setup({}, { waitForList: false });
    await waitFor(() => expect(result.current.loadError).toBe(en.agentList.loadAgentsFailed));
    expect(result.current.onRetry).toBeTypeOf('function');
  });

  it('asks to sign in again, without Retry, when the server refuses the token (spec 2 section 6)', async () => {
    sandbox.faults.set(agentsRoute, { status: 401 });
    const onSignInRequired = vi.fn();
    const { result } = await setup({ onSignInRequired }, { waitForList: false });
    await waitFor(() => expect(result.current.loadError).toBe('Your session has expired. Please log in again.'));
    expect(onSignInRequired).toHaveBeenCalled();
    expect(result.current.onRetry).toBeUndefined();
  });

  it("loads the open profile's properties by agentId, and words their failure", async () => {
    const { agent, count } = agentWithProperties();
    const { result } = await setup({ location: { query: `agent=${agent.id}`, onQueryChange: vi.fn() } });
    await waitFor(() => expect(result.current.agentProperties.properties).toHaveLength(Math.min(count, 10)));
    expect(result.current.agentProperties.error).toBeNull();

    sandbox.faults.set(propertiesRoute, { status: 503 });
    const other = await setup({ location: { query: `agent=${agent.id}`, onQueryChange: vi.fn() } });
    await waitFor(() => expect(other.result.current.agentProperties.error).toBe('Failed to fetch agent properties. Status: 503'));
    expect(other.result.current.agentProperties.onRetry).toBeTypeOf('function');
  });

  it('keeps filters, page and dialogs in the location it is given', async () => {
    const onQueryChange = vi.fn();
    const { result } = await setup({ location: { query: 'tab=x', onQueryChange } });
    act(() =>
      result.current.onViewStateChange({ ...result.current.viewState, filters: { ...result.current.viewState.filters, city: 'Dubai' } }, { replace: true }),
    );
    expect(onQueryChange).toHaveBeenCalledWith('tab=x&city=Dubai', { replace: true });
  });
});

describe('Request to Add (spec 2 section 4: a one-second wait, no server call)', () => {
  afterEach(() => vi.useRealTimers());

  it("waits one second, then says 'Request sent successfully' for 3 s; Cancel Request likewise; a second press in the wait sends nothing", async () => {
    const { result, toasts } = await setup();
    const [agent] = result.current.agents ?? [];
    if (!agent) throw new Error('agents expected');
    const requests = vi.fn();
    server.events.on('request:start', requests);
    vi.useFakeTimers();

    act(() => {
      result.current.onRequestToAdd(agent);
      result.current.onRequestToAdd(agent);
    });
    expect(result.current.requests?.get(agent.id)).toBe('sending');
    act(() => vi.advanceTimersByTime(999));
    expect(toastTitles(toasts)).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.requests?.get(agent.id)).toBe('sent');
    expect(toastTitles(toasts)).toEqual(['Request sent successfully']);
    expect(toasts.visibleToasts[0]?.timeout).toBe(3000);

    act(() => result.current.onCancelRequest(agent));
    expect(result.current.requests?.get(agent.id)).toBe('cancelling');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.requests?.has(agent.id)).toBe(false);
    // Newest first.
    expect(toastTitles(toasts)).toEqual(['Request cancelled successfully', 'Request sent successfully']);
    server.events.removeListener('request:start', requests);
    expect(requests).not.toHaveBeenCalled();
  });
});
