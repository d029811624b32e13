// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors';
import { createSession, type SessionOptions } from './createSession';
import { createAuthBackend, createMemoryStorage, createSessionTestClient } from './sessionTestBackend';
import { SessionError } from './sessionTypes';

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

/**
 * Waits for `check` to pass in real time without moving the fake clock (`vi.waitFor` advances it
 * with each poll, which would shift the timings these tests pin down).
 */
async function eventually(check: () => void) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt >= 200) throw error;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

function setup(options: Partial<SessionOptions> = {}) {
  const memory = createMemoryStorage();
  const onSignedOut = vi.fn();
  const session = createSession({ client: createSessionTestClient(), storage: memory.storage, onSignedOut, ...options });
  return { session, onSignedOut, ...memory };
}

describe('signIn', () => {
  it('stores token, expiry and profile under the documented keys and signs in', async () => {
    const { session, items, onSignedOut } = setup();
    const profile = await session.signIn('agency@palmvista.ae', 'right');

    const expected = { id: 12, roleId: 4, loginId: 3012, name: 'Palm Vista Realty', email: 'agency@palmvista.ae', role: 'AGENCY' };
    expect(profile).toEqual(expected);
    expect([...items.keys()].sort()).toEqual(['profileData', 'token', 'tokenExpiry']);
    expect(items.get('token')).toBe('tok-1');
    expect(items.get('tokenExpiry')).toBe(String(Date.now() + 3600 * 1000));
    expect(JSON.parse(items.get('profileData') ?? '')).toEqual(expected);
    expect(session.getToken()).toBe('tok-1');
    expect(session.getSnapshot()).toEqual({ status: 'signedIn', profile: expected, expiresAt: Date.now() + 3600 * 1000, signOutReason: null, refreshRetrying: false });
    expect(backend.state.bearers).toEqual(['Bearer tok-1']);
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('rejects bad credentials with the server message and stores nothing', async () => {
    const { session, items, onSignedOut } = setup();
    const error = await session.signIn('agency@palmvista.ae', 'wrong').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(items.size).toBe(0);
    expect(session.getToken()).toBeNull();
    expect(session.getSnapshot()).toMatchObject({ status: 'signedOut', signOutReason: null, refreshRetrying: false });
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('refreshes once when the profile is not an agency, then refuses with wrongRole', async () => {
    backend.state.roleIds = [5];
    const { session, items } = setup();
    const error = await session.signIn('agency@palmvista.ae', 'right').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SessionError);
    expect(error).toMatchObject({ reason: 'wrongRole' });
    expect(backend.state.calls).toEqual({ signIn: 1, refresh: 1, profile: 2 });
    expect(backend.state.bearers).toEqual(['Bearer tok-1', 'Bearer tok-1', 'Bearer tok-2']);
    expect(items.size).toBe(0);
    expect(session.getSnapshot()).toMatchObject({ status: 'signedOut', signOutReason: 'wrongRole', profile: null });
  });

  it('accepts the profile the retry brings when it has roleId 4', async () => {
    backend.state.roleIds = [5, 4];
    const { session } = setup();
    await expect(session.signIn('agency@palmvista.ae', 'right')).resolves.toMatchObject({ roleId: 4 });
    expect(session.getToken()).toBe('tok-2');
  });

  it('reports a sign-out that happens while signing in, and stays signed out', async () => {
    const { session } = setup();
    const pending = session.signIn('agency@palmvista.ae', 'right').catch((reason: unknown) => reason);
    session.signOut();
    expect(await pending).toMatchObject({ reason: 'signOut' });
    expect(session.getSnapshot()).toMatchObject({ status: 'signedOut', signOutReason: 'signOut', refreshRetrying: false });
    expect(session.getToken()).toBeNull();
  });
});

describe('scheduled refresh', () => {
  it('fires 5 minutes before expiry, stores the new token and schedules the next one', async () => {
    const { session, items } = setup();
    await session.signIn('agency@palmvista.ae', 'right');
    const signedInAt = Date.now();

    await vi.advanceTimersByTimeAsync(55 * minute - 1);
    expect(backend.state.calls.refresh).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(session.getToken()).toBe('tok-2'));
    expect(backend.state.bearers.at(-1)).toBe('Bearer tok-1');
    expect(items.get('token')).toBe('tok-2');
    expect(items.get('tokenExpiry')).toBe(String(signedInAt + 55 * minute + 3600 * 1000));
    expect(session.getSnapshot().expiresAt).toBe(signedInAt + 55 * minute + 3600 * 1000);

    await vi.advanceTimersByTimeAsync(55 * minute);
    await vi.waitFor(() => expect(session.getToken()).toBe('tok-3'));
    expect(backend.state.calls.refresh).toBe(2);
  });

  it('signs out with refreshFailed when the refresh fails', async () => {
    const { session, items, onSignedOut } = setup();
    await session.signIn('agency@palmvista.ae', 'right');
    backend.state.refreshFails = true;

    await vi.advanceTimersByTimeAsync(55 * minute);
    await vi.waitFor(() => expect(onSignedOut).toHaveBeenCalledWith('refreshFailed'));
    expect(session.getSnapshot()).toEqual({ status: 'signedOut', profile: null, expiresAt: null, signOutReason: 'refreshFailed', refreshRetrying: false });
    expect(session.getToken()).toBeNull();
    expect(items.size).toBe(0);

    await vi.advanceTimersByTimeAsync(120 * minute);
    expect(backend.state.calls.refresh).toBe(1);
  });

  it('refreshes a 5-minute token when a fifth of its life is left, not at once and not in a loop', async () => {
    backend.state.expiresIn = 5 * 60;
    const { session } = setup();
    await session.signIn('agency@palmvista.ae', 'right');

    await vi.advanceTimersByTimeAsync(4 * minute - 1);
    expect(backend.state.calls.refresh).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await eventually(() => expect(session.getToken()).toBe('tok-2'));
    await vi.advanceTimersByTimeAsync(4 * minute - 1);
    expect(backend.state.calls.refresh).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await eventually(() => expect(backend.state.calls.refresh).toBe(2));
  });

  it('keeps refreshes 10 seconds apart when the server hands out tokens that expire almost at once', async () => {
    const { session } = setup();
    await session.signIn('agency@palmvista.ae', 'right');
    backend.state.expiresIn = 1;
    await vi.advanceTimersByTimeAsync(55 * minute);
    await eventually(() => expect(session.getToken()).toBe('tok-2'));
    await vi.advanceTimersByTimeAsync(10 * 1000 - 1);
    expect(backend.state.calls.refresh).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await eventually(() => expect(session.getToken()).toBe('tok-3'));
    for (const token of ['tok-4', 'tok-5', 'tok-6']) {
      await vi.advanceTimersByTimeAsync(10 * 1000);
      await eventually(() => expect(session.getToken()).toBe(token));
    }
    expect(backend.state.calls.refresh).toBe(5);
  });

  it('retries a refresh the network dropped after 2, 4 and 8 seconds, staying signed in, until it gets through', async () => {
    const { session, onSignedOut } = setup();
    await session.signIn('agency@palmvista.ae', 'right');
    backend.state.refreshFault = 'network';

    await vi.advanceTimersByTimeAsync(55 * minute);
    await eventually(() => expect(session.getSnapshot().refreshRetrying).toBe(true));
    expect(session.getSnapshot().status).toBe('signedIn');
    expect(session.getToken()).toBe('tok-1');
    await vi.advanceTimersByTimeAsync(2000);
    await eventually(() => expect(backend.state.calls.refresh).toBe(2));
    await vi.advanceTimersByTimeAsync(4000);
    await eventually(() => expect(backend.state.calls.refresh).toBe(3));
    await vi.advanceTimersByTimeAsync(7999);
    expect(backend.state.calls.refresh).toBe(3);

    backend.state.refreshFault = null;
    await vi.advanceTimersByTimeAsync(1);
    await eventually(() => expect(session.getToken()).toBe('tok-2'));
    expect(session.getSnapshot()).toMatchObject({ status: 'signedIn', refreshRetrying: false });
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it('retries a refresh the server could not serve (503), and signs out once the server refuses one', async () => {
    const { session, onSignedOut } = setup();
    await session.signIn('agency@palmvista.ae', 'right');
    backend.state.refreshFault = 503;
    await vi.advanceTimersByTimeAsync(55 * minute);
    await eventually(() => expect(session.getSnapshot().refreshRetrying).toBe(true));
    expect(onSignedOut).not.toHaveBeenCalled();

    backend.state.refreshFault = 401;
    await vi.advanceTimersByTimeAsync(2000);
    await eventually(() => expect(onSignedOut).toHaveBeenCalledWith('refreshFailed'));
    expect(session.getSnapshot()).toMatchObject({ status: 'signedOut', signOutReason: 'refreshFailed', refreshRetrying: false });
  });

  it('waits in steps when the expiry is beyond what one timer can hold', async () => {
    backend.state.expiresIn = 40 * 24 * 3600;
    const { session } = setup();
    await session.signIn('agency@palmvista.ae', 'right');
    await vi.advanceTimersByTimeAsync(30 * 24 * 60 * minute);
    expect(backend.state.calls.refresh).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * 24 * 60 * minute - 5 * minute);
    await vi.waitFor(() => expect(backend.state.calls.refresh).toBe(1));
  });
});

describe('acceptSavedProfile', () => {
  it("takes a saved profile's name, e-mail and picture, keeps role and ids, and stores it", async () => {
    const { session, items } = setup();
    await session.signIn('agency@palmvista.ae', 'right');
    const listener = vi.fn();
    session.subscribe(listener);
    session.acceptSavedProfile({ id: 12, roleId: 5, loginId: 9999, name: 'Palm Vista Homes', email: 'hello@palmvista.ae', profilePicture: 'https://cdn.test/p.png' });
    const expected = { id: 12, roleId: 4, loginId: 3012, role: 'AGENCY', name: 'Palm Vista Homes', email: 'hello@palmvista.ae', profilePicture: 'https://cdn.test/p.png' };
    expect(session.getSnapshot().profile).toEqual(expected);
    expect(JSON.parse(items.get('profileData') ?? '')).toEqual(expected);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("ignores another account's profile, an answer that is not a profile, and a signed-out session", async () => {
    const { session } = setup();
    session.acceptSavedProfile({ id: 12, roleId: 4, name: 'Too early' });
    expect(session.getSnapshot().profile).toBeNull();
    await session.signIn('agency@palmvista.ae', 'right');
    session.acceptSavedProfile({ id: 13, roleId: 4, name: 'Someone else' });
    session.acceptSavedProfile('<html>');
    expect(session.getSnapshot().profile?.name).toBe('Palm Vista Realty');
  });
});

describe('signOut', () => {
  it('clears storage, token and profile, stops the refresh and tells the host', async () => {
    const { session, items, onSignedOut } = setup();
    await session.signIn('agency@palmvista.ae', 'right');
    session.signOut();

    expect(items.size).toBe(0);
    expect(session.getToken()).toBeNull();
    expect(session.getSnapshot()).toEqual({ status: 'signedOut', profile: null, expiresAt: null, signOutReason: 'signOut', refreshRetrying: false });
    expect(onSignedOut).toHaveBeenCalledWith('signOut');
    await vi.advanceTimersByTimeAsync(120 * minute);
    expect(backend.state.calls.refresh).toBe(0);
  });

  it("keeps the reason a screen gives for a refused token, so the sign-in page can say the session expired", async () => {
    const { session, items, onSignedOut } = setup();
    await session.signIn('agency@palmvista.ae', 'right');
    session.signOut('unauthorized');

    expect(items.size).toBe(0);
    expect(session.getSnapshot()).toMatchObject({ status: 'signedOut', profile: null, signOutReason: 'unauthorized' });
    expect(onSignedOut).toHaveBeenCalledWith('unauthorized');
  });
});

describe('subscribe and getSnapshot', () => {
  it('notify listeners on change, keep the snapshot object between changes and never expose the token', async () => {
    const { session } = setup();
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    const idle = session.getSnapshot();
    expect(session.getSnapshot()).toBe(idle);

    await session.signIn('agency@palmvista.ae', 'right');
    expect(listener).toHaveBeenCalled();
    const signedIn = session.getSnapshot();
    expect(signedIn).not.toBe(idle);
    expect(session.getSnapshot()).toBe(signedIn);
    expect(JSON.stringify(signedIn)).not.toContain('tok-1');

    unsubscribe();
    listener.mockClear();
    session.signOut();
    expect(listener).not.toHaveBeenCalled();
  });
});
