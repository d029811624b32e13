import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { hookWrapper } from '../react/testWrapper';
import { createSession } from './createSession';
import { createMemoryStorage } from './sessionTestBackend';
import { useSession, useSessionProfile } from './useSession';

function setup() {
  const fakeFetch: typeof fetch = async (input) =>
    String(input).endsWith('/api/auth/signin')
      ? Response.json({ token: 'tok-1', expiresIn: 3600 })
      : Response.json({ data: { id: 12, roleId: 4, name: 'Palm Vista Realty' } });
  const client = createApiClient({ propertyBaseUrl: 'https://p.test', accountsBaseUrl: 'https://a.test', getToken: () => null, fetch: fakeFetch });
  const session = createSession({ client, storage: createMemoryStorage().storage });
  return { client, session };
}

describe('useSession', () => {
  it('re-renders with the session as it signs in and out', async () => {
    const { client, session } = setup();
    const { result } = renderHook(() => useSession(), { wrapper: hookWrapper(client, session) });
    expect(result.current.status).toBe('idle');

    await act(async () => {
      await result.current.signIn('agency@palmvista.ae', 'right');
    });
    expect(result.current).toMatchObject({ status: 'signedIn', profile: { id: 12, name: 'Palm Vista Realty', role: 'AGENCY' } });

    act(() => result.current.signOut());
    expect(result.current).toMatchObject({ status: 'signedOut', profile: null, signOutReason: 'signOut' });
  });

  it('throws when the provider has no session', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = setup();
    expect(() => renderHook(() => useSession(), { wrapper: hookWrapper(client) })).toThrow('session');
  });
});

describe('useSessionProfile', () => {
  it('follows the profile as the session signs in and out', async () => {
    const { client, session } = setup();
    const { result } = renderHook(() => useSessionProfile(), { wrapper: hookWrapper(client, session) });
    expect(result.current).toBeNull();
    await act(async () => {
      await session.signIn('agency@palmvista.ae', 'right');
    });
    expect(result.current).toMatchObject({ id: 12, role: 'AGENCY' });
    act(() => session.signOut());
    expect(result.current).toBeNull();
  });

  it('is null, not an error, when the provider has no session', () => {
    const { client } = setup();
    const { result } = renderHook(() => useSessionProfile(), { wrapper: hookWrapper(client) });
    expect(result.current).toBeNull();
  });
});
