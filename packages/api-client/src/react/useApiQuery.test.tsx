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
    const { result } = renderHook(() => useApiQuery(key, fetcher), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current.data).toEqual(['enquiry']));
    expect(fetcher).toHaveBeenCalledWith(client, key);
  });

  it('exposes the ApiError a fetcher rejects with', async () => {
    const failure = new HttpError({ method: 'GET', url: 'https://property.test/api/enquiries' }, { status: 500, statusText: '', body: undefined });
    const { result } = renderHook(() => useApiQuery(createKey('enquiries'), () => Promise.reject(failure)), {
      wrapper: hookWrapper(createTestClient()),
    });
    await waitFor(() => expect(result.current.error).toBe(failure));
    expect(result.current.error?.status).toBe(500);
  });

  it('loads nothing for a null key', async () => {
    const fetcher = vi.fn(async () => 1);
    const { result } = renderHook(() => useApiQuery(null, fetcher), { wrapper: hookWrapper(createTestClient()) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current.data).toBeUndefined();
  });

  it('shares one cache entry between hooks with equal keys', async () => {
    const fetcher = vi.fn(async () => 'counts');
    const { result } = renderHook(
      () => [useApiQuery(createKey('propertyCounts', 12), fetcher), useApiQuery(createKey('propertyCounts', 12), fetcher)] as const,
      { wrapper: hookWrapper(createTestClient()) },
    );
    await waitFor(() => expect(result.current[1].data).toBe('counts'));
    expect(result.current[0].data).toBe('counts');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
