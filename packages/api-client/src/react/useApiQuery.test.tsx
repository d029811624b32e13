import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors';
import { createKey } from '../swrKeys';
import { createTestClient, hookWrapper } from './testWrapper';
import { useApiQuery } from './useApiQuery';

describe('useApiQuery', () => {
  it('calls the fetcher with the provider client and the key, and returns its data', async () => {
    const client = createTestClient();
    const fetcher = vi.fn(async () => ['enquiry']);
    const key = createKey('enquiries', { role: 'AGENCY', id: 12 });
    const { result } = renderHook(() => useApiQuery({ key, fetch: fetcher }), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current.data).toEqual(['enquiry']));
    expect(fetcher).toHaveBeenCalledWith(client, key);
  });

  it('exposes the ApiError a fetcher rejects with', async () => {
    const failure = new HttpError({ method: 'GET', url: 'https://property.test/api/enquiries' }, { status: 500, statusText: '', body: undefined });
    const { result } = renderHook(() => useApiQuery({ key: createKey('enquiries'), fetch: () => Promise.reject(failure) }), {
      wrapper: hookWrapper(createTestClient()),
    });
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.error?.status).toBe(500);
  });

  it('loads nothing for a null query, and loads once the query is built', async () => {
    const fetcher = vi.fn(async () => 1);
    const key = createKey('propertyCounts', 7);
    const { result, rerender } = renderHook(({ ready }) => useApiQuery(ready ? { key, fetch: fetcher } : null), {
      wrapper: hookWrapper(createTestClient()),
      initialProps: { ready: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current.data).toBeUndefined();
    rerender({ ready: true });
    await waitFor(() => expect(result.current.data).toBe(1));
  });

  it('shares one cache entry between hooks with equal keys', async () => {
    const fetcher = vi.fn(async () => 'counts');
    const { result } = renderHook(
      () => [useApiQuery({ key: createKey('propertyCounts', 12), fetch: fetcher }), useApiQuery({ key: createKey('propertyCounts', 12), fetch: fetcher })] as const,
      { wrapper: hookWrapper(createTestClient()) },
    );
    await waitFor(() => expect(result.current[1].data).toBe('counts'));
    expect(result.current[0].data).toBe('counts');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
