import {
  hasAgencyRole,
  refreshResponseSchema,
  sessionProfileResponseSchema,
  signInResponseSchema,
  tokenRefreshDelayMs,
  tokenRefreshRetryDelayMs,
  type SessionProfile,
  type TokenResponse,
} from '@marketplace/domain';
import type { ApiClient } from '../client';
import { DecodeError, HttpError, NetworkError, TimeoutError } from '../errors';
import {
  clearStoredSession,
  readStoredSession,
  restorableProfile,
  writeStoredProfile,
  writeStoredToken,
  type SessionStorageLike,
} from './sessionStore';
import { profileAfterSave } from './profileAfterSave';
import { SessionError, type CallerSignOutReason, type SessionSnapshot, type SignOutReason } from './sessionTypes';

/** Options of {@link createSession}. */
export interface SessionOptions {
  /** The client the auth calls go through (its `authPaths`, accounts host). */
  client: ApiClient;
  /** @default globalThis.sessionStorage */
  storage?: SessionStorageLike;
  /** @default Date.now */
  now?: () => number;
  /** Called whenever a session ends; the host navigates to its sign-in route. */
  onSignedOut?: (reason: SignOutReason) => void;
}

/** The agency session: token, expiry and profile, their storage, and the scheduled refresh. */
export interface Session {
  /** Signs in, stores the token, loads and checks the profile. Rejects with the sign-in call's `ApiError`, or a `SessionError` after it. */
  signIn(email: string, password: string): Promise<SessionProfile>;
  /** Restores the session at start-up (refreshing an expired token) and verifies the profile; resolves with the resulting snapshot. */
  load(): Promise<SessionSnapshot>;
  /**
   * Ends the session and clears storage. `reason` is what the sign-in page says next: a screen whose
   * request the server refused with 401 passes `'unauthorized'`, so the page says the session expired.
   * @default 'signOut' (the user signed out; nothing is said)
   */
  signOut(reason?: CallerSignOutReason): void;
  /** The bearer token for the client, or `null`. */
  getToken(): string | null;
  /**
   * Takes the profile a save answered (its `data`), so the panel shows the new name and picture at
   * once and after a reload. Ignored unless signed in as that account.
   */
  acceptSavedProfile(saved: unknown): void;
  /** For `useSyncExternalStore`. */
  subscribe(listener: () => void): () => void;
  /** For `useSyncExternalStore`: the same object until something changes. */
  getSnapshot(): SessionSnapshot;
}

// setTimeout fires at once beyond this delay, so longer waits are taken in steps.
const maxTimerDelayMs = 2 ** 31 - 1;

/** Thrown inside a run that a later sign-in, load or sign-out replaced; it must change nothing. */
class Superseded extends Error {}

/** Creates the session. Nothing is sent until `load` or `signIn`. */
export function createSession(options: SessionOptions): Session {
  const { client } = options;
  const storage = options.storage ?? globalThis.sessionStorage;
  const now = options.now ?? (() => Date.now());
  const stored = readStoredSession(storage);
  let token: string | null = stored.token;
  let snapshot: SessionSnapshot = { status: 'idle', profile: null, expiresAt: stored.expiresAt, signOutReason: null, refreshRetrying: false };
  let generation = 0;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let lastRefreshAt: number | null = null;
  // Scheduled refreshes in a row that could not reach the server.
  let failedRefreshes = 0;
  let loading: Promise<SessionSnapshot> | null = null;
  const listeners = new Set<() => void>();

  function update(next: Partial<SessionSnapshot>) {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  }

  function checkAlive(run: number) {
    if (run !== generation) throw new Superseded();
  }

  function bearer(): Record<string, string> {
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  function acceptToken(answer: TokenResponse) {
    const expiresAt = now() + answer.expiresIn * 1000;
    token = answer.token;
    writeStoredToken(storage, answer.token, expiresAt);
    update({ expiresAt });
  }

  function clearTimer() {
    clearTimeout(refreshTimer);
    refreshTimer = undefined;
  }

  function end(reason: SignOutReason) {
    clearTimer();
    token = null;
    clearStoredSession(storage);
    failedRefreshes = 0;
    update({ status: 'signedOut', profile: null, expiresAt: null, signOutReason: reason, refreshRetrying: false });
    options.onSignedOut?.(reason);
  }

  /** Runs `task` at epoch ms `due`, in steps when that is beyond what one timer can hold. */
  function at(run: number, due: number, task: () => void) {
    clearTimer();
    refreshTimer = setTimeout(
      () => {
        if (run !== generation) return;
        if (now() < due) at(run, due, task);
        else task();
      },
      Math.min(Math.max(0, due - now()), maxTimerDelayMs),
    );
  }

  function scheduleRefresh(run: number) {
    clearTimer();
    const expiresAt = snapshot.expiresAt;
    if (expiresAt === null) return;
    at(run, now() + tokenRefreshDelayMs(expiresAt, now(), lastRefreshAt), () => runScheduledRefresh(run));
  }

  // A refresh the server refused ends the session; one that could not reach it (offline, a timeout,
  // a 5xx) is retried with backoff while the session stays, so that a dropped network loses nothing.
  function runScheduledRefresh(run: number) {
    refreshToken(run).then(
      () => {
        failedRefreshes = 0;
        if (snapshot.refreshRetrying) update({ refreshRetrying: false });
        scheduleRefresh(run);
      },
      (error: unknown) => {
        if (error instanceof Superseded) return;
        if (!isRetryableRefreshFailure(error)) {
          end('refreshFailed');
          return;
        }
        failedRefreshes += 1;
        if (!snapshot.refreshRetrying) update({ refreshRetrying: true });
        at(run, now() + tokenRefreshRetryDelayMs(failedRefreshes), () => runScheduledRefresh(run));
      },
    );
  }

  async function refreshToken(run: number): Promise<void> {
    let answer: TokenResponse;
    try {
      answer = await client.request({
        host: 'accounts',
        method: 'POST',
        path: client.authPaths.refresh,
        schema: refreshResponseSchema,
        auth: false,
        headers: bearer(),
        secretAnswer: true,
      });
    } catch (error) {
      checkAlive(run);
      throw new SessionError('refreshFailed', error);
    }
    checkAlive(run);
    lastRefreshAt = now();
    acceptToken(answer);
  }

  async function fetchProfile(run: number): Promise<SessionProfile> {
    try {
      const profile = await client.request({
        host: 'accounts',
        method: 'GET',
        path: client.authPaths.profile,
        schema: sessionProfileResponseSchema,
        auth: false,
        headers: bearer(),
      });
      checkAlive(run);
      return profile;
    } catch (error) {
      checkAlive(run);
      if (error instanceof HttpError && error.status === 401) throw new SessionError('unauthorized', error);
      throw new SessionError('profileFailed', error);
    }
  }

  /** Profile with roleId 4, refreshing the token once if the first profile has another role. */
  async function establish(run: number): Promise<SessionProfile> {
    const first = await fetchProfile(run);
    if (hasAgencyRole(first.roleId)) return first;
    await refreshToken(run);
    const second = await fetchProfile(run);
    if (hasAgencyRole(second.roleId)) return second;
    throw new SessionError('wrongRole');
  }

  function commit(run: number, profile: SessionProfile) {
    writeStoredProfile(storage, profile);
    update({ status: 'signedIn', profile, signOutReason: null, refreshRetrying: false });
    scheduleRefresh(run);
  }

  async function restore(run: number): Promise<SessionSnapshot> {
    try {
      const restored = readStoredSession(storage);
      token = restored.token;
      if (!token) {
        end('noToken');
        return snapshot;
      }
      update({ expiresAt: restored.expiresAt });
      if (restored.expiresAt === null || restored.expiresAt <= now()) await refreshToken(run);
      commit(run, await establish(run));
    } catch (error) {
      if (error instanceof Superseded) return snapshot;
      end(error instanceof SessionError ? error.reason : 'profileFailed');
    }
    return snapshot;
  }

  function load(): Promise<SessionSnapshot> {
    if (loading) return loading;
    const run = ++generation;
    clearTimer();
    // The panel shows the stored profile during the check instead of an overlay.
    update({ status: 'loading', profile: restorableProfile(storage, now()) });
    const pending = restore(run).finally(() => {
      if (loading === pending) loading = null;
    });
    loading = pending;
    return pending;
  }

  async function signIn(email: string, password: string): Promise<SessionProfile> {
    const run = ++generation;
    loading = null;
    clearTimer();
    update({ status: 'loading' });
    try {
      const answer = await client.request({
        host: 'accounts',
        method: 'POST',
        path: client.authPaths.signIn,
        body: { email, password },
        schema: signInResponseSchema,
        auth: false,
        secretAnswer: true,
      });
      checkAlive(run);
      acceptToken(answer);
      const profile = await establish(run);
      commit(run, profile);
      return profile;
    } catch (error) {
      // A sign-out (or another sign-in) took over: leave its state alone and report the sign-in as ended.
      if (error instanceof Superseded) throw new SessionError('signOut');
      token = null;
      clearStoredSession(storage);
      update({ status: 'signedOut', profile: null, expiresAt: null, signOutReason: error instanceof SessionError ? error.reason : null, refreshRetrying: false });
      throw error;
    }
  }

  function signOut(reason: CallerSignOutReason = 'signOut') {
    generation += 1;
    loading = null;
    end(reason);
  }

  function acceptSavedProfile(saved: unknown) {
    const current = snapshot.status === 'signedIn' ? snapshot.profile : null;
    const profile = current && profileAfterSave(current, saved);
    if (!profile) return;
    writeStoredProfile(storage, profile);
    update({ profile });
  }

  return {
    signIn,
    load,
    signOut,
    acceptSavedProfile,
    getToken: () => token,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

/**
 * A refresh failure worth retrying: the server was not reached or had a passing fault (network,
 * timeout, 408, 429, 5xx). Any other answer (401, 403, a body that is not a token) is a refusal.
 */
function isRetryableRefreshFailure(error: unknown): boolean {
  const cause = error instanceof SessionError ? error.cause : error;
  if (cause instanceof DecodeError) return false;
  if (cause instanceof HttpError) return cause.status >= 500 || cause.status === 408 || cause.status === 429;
  return cause instanceof NetworkError || cause instanceof TimeoutError;
}
