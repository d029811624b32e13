import { http, HttpResponse } from 'msw';
import { createApiClient } from '../client';
import type { SessionStorageLike } from './sessionStore';

/** The accounts host the session tests talk to. */
export const testAccountsUrl = 'https://accounts.test';

/** A minimal auth backend for session tests: tokens `tok-1`, `tok-2`, ... valid one at a time. */
export function createAuthBackend() {
  const state = {
    issued: 0,
    expiresIn: 3600,
    /** roleId answered by each profile call in turn; the last repeats. */
    roleIds: [4] as number[],
    profileStatus: 200,
    refreshFails: false,
    /** A refresh that cannot get through: the network drops it, or the server answers this status. */
    refreshFault: null as 'network' | number | null,
    calls: { signIn: 0, refresh: 0, profile: 0 },
    /** Authorization headers of refresh and profile calls, in order. */
    bearers: [] as (string | null)[],
  };
  const current = () => `tok-${state.issued}`;
  const issue = () => {
    state.issued += 1;
    return HttpResponse.json({ token: current(), expiresIn: state.expiresIn });
  };
  const authorised = (request: Request) => {
    const header = request.headers.get('authorization');
    state.bearers.push(header);
    return state.issued > 0 && header === `Bearer ${current()}`;
  };
  const handlers = [
    http.post(`${testAccountsUrl}/api/auth/signin`, async ({ request }) => {
      state.calls.signIn += 1;
      const body = (await request.json()) as { email?: string; password?: string };
      if (body.email !== 'agency@palmvista.ae' || body.password !== 'right') {
        return HttpResponse.json({ message: { en: 'Invalid email or password' } }, { status: 401 });
      }
      return issue();
    }),
    http.post(`${testAccountsUrl}/api/auth/refresh`, ({ request }) => {
      state.calls.refresh += 1;
      if (state.refreshFault === 'network') return HttpResponse.error();
      if (state.refreshFault !== null) return HttpResponse.json({ message: { en: 'Unavailable' } }, { status: state.refreshFault });
      if (state.refreshFails || !authorised(request)) return HttpResponse.json({ message: { en: 'Invalid token' } }, { status: 401 });
      return issue();
    }),
    http.get(`${testAccountsUrl}/api/profile`, ({ request }) => {
      const roleId = state.roleIds[Math.min(state.calls.profile, state.roleIds.length - 1)] ?? 4;
      state.calls.profile += 1;
      if (!authorised(request)) return HttpResponse.json({ message: { en: 'Unauthorized' } }, { status: 401 });
      if (state.profileStatus !== 200) return HttpResponse.json({ message: { en: 'Server error' } }, { status: state.profileStatus });
      return HttpResponse.json({ data: { id: 12, roleId, loginId: 3012, name: 'Palm Vista Realty', email: 'agency@palmvista.ae', city: 'Dubai' } });
    }),
  ];
  return { state, handlers, current };
}

/** A Map-backed storage that records every write. */
export function createMemoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const writes: string[] = [];
  const storage: SessionStorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      writes.push(key);
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
  return { storage, items, writes };
}

/** A client on the test accounts host whose token comes from the session under test. */
export function createSessionTestClient(getToken: () => string | null = () => null) {
  return createApiClient({ propertyBaseUrl: 'https://property.test', accountsBaseUrl: testAccountsUrl, getToken });
}
