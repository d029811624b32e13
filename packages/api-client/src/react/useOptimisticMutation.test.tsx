import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors';
import { createKey } from '../swrKeys';
import { createTestClient, hookWrapper } from './testWrapper';
import { useApiQuery } from './useApiQuery';
import { useOptimisticMutation, type OptimisticMutationOptions } from './useOptimisticMutation';

interface Row {
  id: number;
  status: string;
  note?: string;
}
type Change = { id: number; status: string };

const key = createKey('enquiries', { role: 'AGENCY', id: 12 });
const serverError = new HttpError({ method: 'PATCH', url: 'https://property.test/api/enquiries/1' }, { status: 500, statusText: '', body: undefined });

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(options: Partial<OptimisticMutationOptions<Row[], Change, Row>> & Pick<OptimisticMutationOptions<Row[], Change, Row>, 'mutation'>) {
  const fetcher = vi.fn(async (): Promise<Row[]> => [{ id: 1, status: 'NEW' }, { id: 2, status: 'NEW' }]);
  const client = createTestClient();
  const rendered = renderHook(
    () => ({
      query: useApiQuery({ key, fetch: fetcher }),
      mutation: useOptimisticMutation<Row[], Change, Row>({
        key,
        optimisticData: (rows, change) => (rows ?? []).map((row) => (row.id === change.id ? { ...row, status: change.status } : row)),
        ...options,
      }),
    }),
    { wrapper: hookWrapper(client) },
  );
  return { ...rendered, fetcher, client };
}

describe('useOptimisticMutation', () => {
  it('shows the change at once, then merges the server answer into the cache', async () => {
    const answer = deferred<Row>();
    const mutation = vi.fn(() => answer.promise);
    const { result, fetcher, client } = setup({
      mutation,
      populateCache: (updated, rows) => (rows ?? []).map((row) => (row.id === updated.id ? updated : row)),
      revalidate: false,
    });
    await waitFor(() => expect(result.current.query.data).toHaveLength(2));

    let outcome: Promise<Row> = Promise.resolve({ id: 0, status: '' });
    act(() => {
      outcome = result.current.mutation.trigger({ id: 1, status: 'RESOLVED' });
    });
    await waitFor(() => expect(result.current.query.data?.[0]?.status).toBe('RESOLVED'));
    expect(result.current.mutation.isMutating).toBe(true);
    expect(mutation).toHaveBeenCalledWith(client, { id: 1, status: 'RESOLVED' });

    await act(async () => {
      answer.resolve({ id: 1, status: 'RESOLVED', note: 'from server' });
      await outcome;
    });
    await expect(outcome).resolves.toEqual({ id: 1, status: 'RESOLVED', note: 'from server' });
    expect(result.current.query.data).toEqual([{ id: 1, status: 'RESOLVED', note: 'from server' }, { id: 2, status: 'NEW' }]);
    expect(result.current.mutation.isMutating).toBe(false);
    expect(result.current.mutation.error).toBeUndefined();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('rolls back, reloads the list and reports the ApiError when the call fails', async () => {
    const answer = deferred<Row>();
    const { result, fetcher } = setup({ mutation: () => answer.promise });
    await waitFor(() => expect(result.current.query.data).toHaveLength(2));

    let outcome: Promise<Row> = Promise.resolve({ id: 0, status: '' });
    act(() => {
      outcome = result.current.mutation.trigger({ id: 2, status: 'CLOSED' });
    });
    const settled = outcome.catch((reason: unknown) => reason);
    await waitFor(() => expect(result.current.query.data?.[1]?.status).toBe('CLOSED'));
    // The reload never answers, so only the rollback can bring the old status back.
    fetcher.mockImplementation(() => new Promise<Row[]>(() => undefined));

    await act(async () => {
      answer.reject(serverError);
      await settled;
    });
    expect(await settled).toBe(serverError);
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    expect(result.current.query.data?.[1]?.status).toBe('NEW');
    expect(result.current.mutation.error).toBe(serverError);
    expect(result.current.mutation.isMutating).toBe(false);

    act(() => result.current.mutation.reset());
    expect(result.current.mutation.error).toBeUndefined();
  });

  it('hands back the running call for a second trigger with an equal change (a double click), and starts a new one after it', async () => {
    const answer = deferred<Row>();
    const mutation = vi.fn(() => answer.promise);
    const { result } = setup({ mutation, revalidate: false });
    await waitFor(() => expect(result.current.query.data).toHaveLength(2));

    let first: Promise<Row> = Promise.resolve({ id: 0, status: '' });
    let second: Promise<Row> = Promise.resolve({ id: 0, status: '' });
    act(() => {
      first = result.current.mutation.trigger({ id: 1, status: 'IN_PROGRESS' });
      second = result.current.mutation.trigger({ id: 1, status: 'IN_PROGRESS' });
    });
    expect(second).toBe(first);
    await act(async () => {
      answer.resolve({ id: 1, status: 'IN_PROGRESS' });
      await first;
    });
    expect(mutation).toHaveBeenCalledTimes(1);

    const next = deferred<Row>();
    mutation.mockImplementation(() => next.promise);
    let third: Promise<Row> = Promise.resolve({ id: 0, status: '' });
    act(() => {
      third = result.current.mutation.trigger({ id: 1, status: 'IN_PROGRESS' });
    });
    expect(third).not.toBe(first);
    await act(async () => {
      next.resolve({ id: 1, status: 'IN_PROGRESS' });
      await third;
    });
    expect(mutation).toHaveBeenCalledTimes(2);
  });

  it('sends a different change to the same record after the running one, shows it at once, and settles each trigger with its own answer', async () => {
    const answers = [deferred<Row>(), deferred<Row>()];
    const mutation = vi.fn((_client: unknown, _change: Change) => answers[mutation.mock.calls.length - 1]!.promise);
    const { result } = setup({
      mutation,
      populateCache: (updated, rows) => (rows ?? []).map((row) => (row.id === updated.id ? updated : row)),
      revalidate: false,
    });
    await waitFor(() => expect(result.current.query.data).toHaveLength(2));

    let first: Promise<Row> = Promise.resolve({ id: 0, status: '' });
    let second: Promise<Row> = Promise.resolve({ id: 0, status: '' });
    act(() => {
      first = result.current.mutation.trigger({ id: 1, status: 'IN_PROGRESS' });
      second = result.current.mutation.trigger({ id: 1, status: 'CLOSED' });
    });
    expect(second).not.toBe(first);
    await waitFor(() => expect(result.current.query.data?.[0]?.status).toBe('CLOSED'));
    // The second waits for the first: two requests for one record never race on the server.
    expect(mutation).toHaveBeenCalledTimes(1);
    expect(mutation.mock.calls[0]?.[1]).toEqual({ id: 1, status: 'IN_PROGRESS' });

    await act(async () => {
      answers[0]!.resolve({ id: 1, status: 'IN_PROGRESS' });
      await expect(first).resolves.toEqual({ id: 1, status: 'IN_PROGRESS' });
    });
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(2));
    expect(mutation.mock.calls[1]?.[1]).toEqual({ id: 1, status: 'CLOSED' });
    expect(result.current.query.data?.[0]?.status).toBe('CLOSED');
    expect(result.current.mutation.isMutating).toBe(true);

    await act(async () => {
      answers[1]!.resolve({ id: 1, status: 'CLOSED' });
      await expect(second).resolves.toEqual({ id: 1, status: 'CLOSED' });
    });
    expect(result.current.query.data?.[0]?.status).toBe('CLOSED');
    expect(result.current.mutation.isMutating).toBe(false);
  });

  it('sends the next change after a failed one, rejects only the failed trigger, and ends on what the server holds', async () => {
    const answers = [deferred<Row>(), deferred<Row>()];
    const mutation = vi.fn((_client: unknown, _change: Change) => answers[mutation.mock.calls.length - 1]!.promise);
    const { result, fetcher } = setup({ mutation });
    await waitFor(() => expect(result.current.query.data).toHaveLength(2));

    let first: Promise<Row> = Promise.resolve({ id: 0, status: '' });
    let second: Promise<Row> = Promise.resolve({ id: 0, status: '' });
    act(() => {
      first = result.current.mutation.trigger({ id: 1, status: 'IN_PROGRESS' });
      second = result.current.mutation.trigger({ id: 1, status: 'CLOSED' });
    });
    const firstOutcome = first.then(
      () => 'resolved',
      () => 'rejected',
    );
    await act(async () => {
      answers[0]!.reject(serverError);
      expect(await firstOutcome).toBe('rejected');
    });
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(2));
    // The failed change does not undo the one after it, which is still on its way.
    expect(result.current.query.data?.[0]?.status).toBe('CLOSED');

    fetcher.mockResolvedValue([{ id: 1, status: 'CLOSED' }, { id: 2, status: 'NEW' }]);
    await act(async () => {
      answers[1]!.resolve({ id: 1, status: 'CLOSED' });
      await expect(second).resolves.toEqual({ id: 1, status: 'CLOSED' });
    });
    await waitFor(() => expect(result.current.query.data?.[0]?.status).toBe('CLOSED'));
    expect(fetcher.mock.calls.length).toBeGreaterThan(1);
  });

  it('runs calls with different concurrency keys side by side, and calls with the same key one after another', async () => {
    const answers = new Map<number, ReturnType<typeof deferred<Row>>>([
      [1, deferred<Row>()],
      [2, deferred<Row>()],
    ]);
    const mutation = vi.fn((_client: unknown, change: Change) => answers.get(change.id)!.promise);
    const { result } = setup({ mutation, revalidate: false, concurrencyKey: (change) => String(change.id) });
    await waitFor(() => expect(result.current.query.data).toHaveLength(2));

    const calls: Promise<Row>[] = [];
    act(() => {
      calls.push(result.current.mutation.trigger({ id: 1, status: 'RESOLVED' }));
      calls.push(result.current.mutation.trigger({ id: 2, status: 'CLOSED' }));
      calls.push(result.current.mutation.trigger({ id: 1, status: 'CLOSED' }));
    });
    expect(calls[2]).not.toBe(calls[0]);
    expect(calls[1]).not.toBe(calls[0]);
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.query.data?.map((row) => row.status)).toEqual(['CLOSED', 'CLOSED']));

    await act(async () => {
      answers.get(1)!.resolve({ id: 1, status: 'RESOLVED' });
      await calls[0];
    });
    // Row 1's second change goes out once its first has settled, while row 2's still runs.
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(3));
    expect(mutation.mock.calls[2]?.[1]).toEqual({ id: 1, status: 'CLOSED' });
    await act(async () => {
      await calls[2];
    });
    expect(result.current.mutation.isMutating).toBe(true);
    await act(async () => {
      answers.get(2)!.resolve({ id: 2, status: 'CLOSED' });
      await calls[1];
    });
    expect(result.current.mutation.isMutating).toBe(false);
  });

  it('runs without a cache when the key is null', async () => {
    const client = createTestClient();
    const { result } = renderHook(
      () => useOptimisticMutation<Row[], Change, Row>({ key: null, mutation: async (_client, change) => ({ ...change, note: 'saved' }) }),
      { wrapper: hookWrapper(client) },
    );
    let outcome: Row | undefined;
    await act(async () => {
      outcome = await result.current.trigger({ id: 3, status: 'NEW' });
    });
    expect(outcome).toEqual({ id: 3, status: 'NEW', note: 'saved' });
  });

  it('records a failure of a call without a cache too', async () => {
    const { result } = renderHook(
      () => useOptimisticMutation<Row[], Change, Row>({ key: null, mutation: () => Promise.reject(serverError) }),
      { wrapper: hookWrapper(createTestClient()) },
    );
    await act(async () => {
      await result.current.trigger({ id: 3, status: 'NEW' }).catch(() => undefined);
    });
    expect(result.current.error).toBe(serverError);
    expect(result.current.isMutating).toBe(false);
  });
});
