import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors';
import { createKey, type SwrKey } from '../swrKeys';
import { createSession } from '../session/createSession';
import { createMemoryStorage } from '../session/sessionTestBackend';
import { ApiProvider } from './ApiProvider';
import type { ApiQuery } from './apiQuery';
import { preloadApiQuery } from './preloadApiQuery';
import { forgetPreloadedQueries } from './preloadedQueries';
import { createTestClient, hookWrapper } from './testWrapper';
import { useApiQuery } from './useApiQuery';
import { useOptimisticMutation } from './useOptimisticMutation';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

// Each test has keys of its own: preloads and SWR's default cache live as long as the module.
let keyCount = 0;
function freshKey(): SwrKey {
  keyCount += 1;
  return createKey('enquiries', { role: 'AGENCY', id: keyCount });
}

afterEach(() => forgetPreloadedQueries());

describe('preloadApiQuery', () => {
  it('hands its running request to the hook that mounts for the same key, which sends none', async () => {
    const client = createTestClient();
    const answer = deferred<string[]>();
    const key = freshKey();
    const preloadFetch = vi.fn(() => answer.promise);
    void preloadApiQuery(client, { key, fetch: preloadFetch });
    expect(preloadFetch).toHaveBeenCalledWith(client, key);

    const hookFetch = vi.fn(async () => ['from the hook']);
    // An equal key built apart, its record's names in another order, as a screen builds its own.
    const sameKey = createKey('enquiries', { id: (key[1] as { id: number }).id, role: 'AGENCY' });
    const { result } = renderHook(() => useApiQuery({ key: sameKey, fetch: hookFetch }), { wrapper: hookWrapper(client) });
    act(() => answer.resolve(['preloaded']));
    await waitFor(() => expect(result.current.data).toEqual(['preloaded']));
    expect(hookFetch).not.toHaveBeenCalled();
    expect(preloadFetch).toHaveBeenCalledTimes(1);
  });

  it('starts one request for a key however often it is asked while that request runs', async () => {
    const client = createTestClient();
    const key = freshKey();
    const fetch = vi.fn(async () => 'once');
    const query: ApiQuery<string> = { key, fetch };
    const first = preloadApiQuery(client, query);
    expect(preloadApiQuery(client, query)).toBe(first);
    await first;
    expect(preloadApiQuery(client, query)).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('puts an answer that arrives before the screen in the cache, so the first render shows it', async () => {
    const client = createTestClient();
    const key = freshKey();
    await preloadApiQuery(client, { key, fetch: async () => 'Noura Haddad' });

    function Name() {
      const { data } = useApiQuery({ key, fetch: () => new Promise<string>(() => undefined) });
      return <p>{data ?? 'Loading'}</p>;
    }
    // SWR's default cache, as in the host (no SWRConfig provider); the hook's own request never answers.
    render(
      <ApiProvider client={client}>
        <Name />
      </ApiProvider>,
    );
    expect(screen.getByText('Noura Haddad')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('hands a failure to the hook as its first answer, without asking again; Retry asks', async () => {
    const client = createTestClient();
    const key = freshKey();
    const failure = new HttpError({ method: 'GET', url: 'https://property.test/api/enquiries' }, { status: 500, statusText: '', body: undefined });
    await expect(preloadApiQuery(client, { key, fetch: () => Promise.reject(failure) })).rejects.toBe(failure);

    const hookFetch = vi.fn(async () => ['retried']);
    const { result } = renderHook(() => useApiQuery({ key, fetch: hookFetch }, { shouldRetryOnError: false }), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(hookFetch).not.toHaveBeenCalled();

    await act(async () => {
      await result.current.mutate();
    });
    expect(result.current.data).toEqual(['retried']);
    expect(hookFetch).toHaveBeenCalledTimes(1);
  });

  it("takes the hook's own request when it comes after the screen asked, and writes nothing over the hook's answer", async () => {
    const client = createTestClient();
    const key = freshKey();
    const failure = new HttpError({ method: 'GET', url: 'https://property.test/api/enquiries' }, { status: 500, statusText: '', body: undefined });
    const hookFetch = vi.fn(() => Promise.reject(failure));
    const { result } = renderHook(() => useApiQuery({ key, fetch: hookFetch }, { shouldRetryOnError: false }), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current.error).toBe(failure));

    // A route preload whose module loaded after the first render: the hook's failure is its answer too.
    const preloadFetch = vi.fn(async () => ['from a second request']);
    await expect(preloadApiQuery(client, { key, fetch: preloadFetch })).rejects.toBe(failure);
    expect(preloadFetch).not.toHaveBeenCalled();
    expect(hookFetch).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBe(failure);
    expect(result.current.data).toBeUndefined();
  });

  it('does not hand an answer preloaded before a change to the reload after it', async () => {
    const client = createTestClient();
    const key = freshKey();
    let stored = 'before';
    const { result } = renderHook(
      () => ({
        query: useApiQuery({ key, fetch: async () => stored }),
        change: useOptimisticMutation<string, string, string>({
          key,
          mutation: async (_client, next) => {
            stored = next;
            return next;
          },
        }),
      }),
      { wrapper: hookWrapper(client) },
    );
    await waitFor(() => expect(result.current.query.data).toBe('before'));
    // A preload of the open screen's own data, such as a route preload run again on the same page.
    await preloadApiQuery(client, { key, fetch: async () => stored });

    await act(async () => {
      await result.current.change.trigger('after');
    });
    await waitFor(() => expect(result.current.query.data).toBe('after'));
  });

  it("forgets every preload when the provider's session ends, so the next session's screen asks again", async () => {
    const client = createTestClient();
    const session = createSession({ client, storage: createMemoryStorage().storage });
    const key = freshKey();
    const answer = deferred<string>();
    void preloadApiQuery(client, { key, fetch: () => answer.promise });
    const { unmount } = render(<ApiProvider client={client} session={session} />);

    act(() => session.signOut());
    answer.resolve("the first session's data");
    await answer.promise;
    unmount();

    const hookFetch = vi.fn(async () => "the next session's data");
    const { result } = renderHook(() => useApiQuery({ key, fetch: hookFetch }), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current.data).toBe("the next session's data"));
    expect(hookFetch).toHaveBeenCalledTimes(1);
  });
});
