import { renderHook, act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAgencyProfile } from './useAgencyProfile';
import { apiWrapper, serveSandbox, signInDemoAgency } from '../shared/sandboxServer.testing';

const { sandbox } = serveSandbox();

afterEach(() => sessionStorage.clear());

describe('useAgencyProfile on the sandbox', () => {
  it('offers Retry when the profile fails to load, and shows the profile once a retry loads it', async () => {
    const { client, session } = await signInDemoAgency();
    sandbox.faults.set('GET /api/profile', { status: 500, times: 1 });
    const { result } = renderHook(() => useAgencyProfile(), { wrapper: apiWrapper(client, session) });

    await waitFor(() => expect(result.current.loadError).not.toBeNull());
    expect(result.current.details).toBeNull();
    expect(result.current.onRetry).toBeTypeOf('function');

    act(() => result.current.onRetry?.());
    await waitFor(() => expect(result.current.details?.profile.name).toBeTruthy());
    expect(result.current.loadError).toBeNull();
    expect(result.current.onRetry).toBeUndefined();
  });
});
