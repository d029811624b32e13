// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSession } from './createSession';
import { createAuthBackend, createMemoryStorage, createSessionTestClient } from './sessionTestBackend';

const minute = 60_000;
const server = setupServer();
let backend = createAuthBackend();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  backend = createAuthBackend();
  server.use(...backend.handlers);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-11-22T08:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

/** A session over storage that already holds `tok-1`, as after a page reload; `expiry` null leaves the expiry out. */
function restored(expiry: number | null) {
  backend.state.issued = 1;
  const memory = createMemoryStorage(expiry === null ? { token: 'tok-1' } : { token: 'tok-1', tokenExpiry: String(expiry) });
  const onSignedOut = vi.fn();
  const session = createSession({ client: createSessionTestClient(), storage: memory.storage, onSignedOut });
  return { session, onSignedOut, ...memory };
}

/** A profile as the last sign-in stored it. */
function storedProfile(roleId: number) {
  return { id: 12, roleId, loginId: 3012, name: 'Palm Vista Realty', email: 'agency@palmvista.ae', city: 'Dubai' };
}

describe('load', () => {
  it('keeps an unexpired stored token, verifies the profile and schedules the refresh from the stored expiry', async () => {
    const expiry = Date.now() + 20 * minute;
    const { session, items, onSignedOut } = restored(expiry);
    expect(session.getToken()).toBe('tok-1');
    expect(session.getSnapshot().status).toBe('idle');

    const snapshot = await session.load();
    expect(snapshot).toMatchObject({ status: 'signedIn', expiresAt: expiry, profile: { id: 12, roleId: 4 } });
    expect(backend.state.calls).toEqual({ signIn: 0, refresh: 0, profile: 1 });
    expect(JSON.parse(items.get('profileData') ?? '')).toMatchObject({ id: 12, loginId: 3012 });
    expect(onSignedOut).not.toHaveBeenCalled();

    // 20 minutes left: refreshed when a fifth of them is left.
    await vi.advanceTimersByTimeAsync(16 * minute - 1);
    expect(backend.state.calls.refresh).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(session.getToken()).toBe('tok-2'));
  });

  it('refreshes a token whose expiry has passed before loading the profile', async () => {
    const { session } = restored(Date.now() - 1);
    await session.load();
    expect(backend.state.bearers).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(session.getSnapshot()).toMatchObject({ status: 'signedIn', expiresAt: Date.now() + 3600 * 1000 });
  });

  it('refreshes a stored token without a readable expiry', async () => {
    const { session } = restored(null);
    await session.load();
    expect(backend.state.calls.refresh).toBe(1);
    expect(session.getToken()).toBe('tok-2');
  });

  it('refreshes a token with 2 minutes left when a fifth of them is left, not at once', async () => {
    const { session } = restored(Date.now() + 2 * minute);
    await session.load();
    await vi.advanceTimersByTimeAsync(96 * 1000 - 1);
    expect(backend.state.calls.refresh).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(session.getToken()).toBe('tok-2'));
  });

  it('signs out with noToken, without a request, when storage holds no token', async () => {
    const memory = createMemoryStorage();
    const onSignedOut = vi.fn();
    const session = createSession({ client: createSessionTestClient(), storage: memory.storage, onSignedOut });
    await expect(session.load()).resolves.toMatchObject({ status: 'signedOut', signOutReason: 'noToken' });
    expect(onSignedOut).toHaveBeenCalledWith('noToken');
    expect(backend.state.calls).toEqual({ signIn: 0, refresh: 0, profile: 0 });
  });

  it('signs out with refreshFailed when an expired token cannot be refreshed', async () => {
    backend.state.refreshFails = true;
    const { session, items, onSignedOut } = restored(Date.now() - 1);
    await expect(session.load()).resolves.toMatchObject({ status: 'signedOut', signOutReason: 'refreshFailed' });
    expect(onSignedOut).toHaveBeenCalledWith('refreshFailed');
    expect(items.size).toBe(0);
    expect(backend.state.calls.profile).toBe(0);
  });

  it('clears the token when the profile answers 401', async () => {
    const { session, items, onSignedOut } = restored(Date.now() + 60 * minute);
    backend.state.issued = 2;
    await expect(session.load()).resolves.toMatchObject({ status: 'signedOut', signOutReason: 'unauthorized' });
    expect(session.getToken()).toBeNull();
    expect(items.has('token')).toBe(false);
    expect(onSignedOut).toHaveBeenCalledWith('unauthorized');
  });

  it('signs out with profileFailed when the profile fails otherwise', async () => {
    backend.state.profileStatus = 500;
    const { session, onSignedOut } = restored(Date.now() + 60 * minute);
    await expect(session.load()).resolves.toMatchObject({ status: 'signedOut', signOutReason: 'profileFailed' });
    expect(onSignedOut).toHaveBeenCalledWith('profileFailed');
  });

  it('retries once through a refresh when roleId is not 4, then signs out with wrongRole', async () => {
    backend.state.roleIds = [5, 5];
    const { session, onSignedOut } = restored(Date.now() + 60 * minute);
    await expect(session.load()).resolves.toMatchObject({ status: 'signedOut', signOutReason: 'wrongRole' });
    expect(backend.state.calls).toEqual({ signIn: 0, refresh: 1, profile: 2 });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledWith('wrongRole');
  });

  it('signs in when the retry brings roleId 4', async () => {
    backend.state.roleIds = [3, 4];
    const { session } = restored(Date.now() + 60 * minute);
    await expect(session.load()).resolves.toMatchObject({ status: 'signedIn', profile: { roleId: 4 } });
    expect(session.getToken()).toBe('tok-2');
  });

  it('shares one run between concurrent calls', async () => {
    const { session } = restored(Date.now() + 60 * minute);
    const first = session.load();
    expect(session.load()).toBe(first);
    expect(session.getSnapshot().status).toBe('loading');
    await first;
    expect(backend.state.calls.profile).toBe(1);
  });

  it('changes nothing when signed out while loading', async () => {
    const { session, items, onSignedOut } = restored(Date.now() + 60 * minute);
    const pending = session.load();
    session.signOut();
    await expect(pending).resolves.toMatchObject({ status: 'signedOut', signOutReason: 'signOut' });
    expect(items.size).toBe(0);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(120 * minute);
    expect(backend.state.calls.refresh).toBe(0);
  });

  it('shows the profile stored at the last sign-in while the check runs, then the verified one', async () => {
    const { session, items } = restored(Date.now() + 60 * minute);
    items.set('profileData', JSON.stringify({ ...storedProfile(4), name: 'Stored name' }));
    const pending = session.load();
    expect(session.getSnapshot()).toMatchObject({ status: 'loading', profile: { id: 12, name: 'Stored name' } });
    await pending;
    expect(session.getSnapshot()).toMatchObject({ status: 'signedIn', profile: { id: 12 } });
    expect(session.getSnapshot().profile?.name).not.toBe('Stored name');
  });

  it('drops the stored profile when the check refuses the token', async () => {
    backend.state.profileStatus = 401;
    const { session, items } = restored(Date.now() + 60 * minute);
    items.set('profileData', JSON.stringify(storedProfile(4)));
    const pending = session.load();
    expect(session.getSnapshot().profile).not.toBeNull();
    await expect(pending).resolves.toMatchObject({ status: 'signedOut', profile: null, signOutReason: 'unauthorized' });
  });

  it('shows no stored profile for an expired token or another role', async () => {
    const expired = restored(Date.now() - 1);
    expired.items.set('profileData', JSON.stringify(storedProfile(4)));
    void expired.session.load();
    expect(expired.session.getSnapshot()).toMatchObject({ status: 'loading', profile: null });
    const otherRole = restored(Date.now() + 60 * minute);
    otherRole.items.set('profileData', JSON.stringify(storedProfile(5)));
    void otherRole.session.load();
    expect(otherRole.session.getSnapshot()).toMatchObject({ status: 'loading', profile: null });
  });
});
