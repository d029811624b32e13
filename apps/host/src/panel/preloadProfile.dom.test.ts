import { createApiClient, createSession, sessionStorageKeys } from '@marketplace/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadProfile } from './preloadProfile';

const profile = { id: 101, roleId: 4, role: 'AGENCY' as const, name: 'Marina Homes' };
const now = 1_800_000_000_000;

function storedTab(expiresAt: number | null, stored: object = profile) {
  const storage = new Map<string, string>([
    [sessionStorageKeys.token, 'tok-1'],
    [sessionStorageKeys.profile, JSON.stringify(stored)],
  ]);
  if (expiresAt !== null) storage.set(sessionStorageKeys.tokenExpiry, String(expiresAt));
  const memory = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value), removeItem: (key: string) => void storage.delete(key) };
  const client = createApiClient({ propertyBaseUrl: 'https://p.test', accountsBaseUrl: 'https://a.test', getToken: () => null, fetch: () => new Promise(() => undefined) });
  return { memory, session: createSession({ client, storage: memory }) };
}

afterEach(() => sessionStorage.clear());

describe('preloadProfile', () => {
  it('keys first-render data on the stored profile while the session is not checked yet', () => {
    const { memory, session } = storedTab(now + 60_000);
    expect(preloadProfile(session, memory, now)).toEqual(profile);
    void session.load();
    expect(session.getSnapshot().status).toBe('loading');
    expect(preloadProfile(session, memory, now)).toEqual(profile);
  });

  it('starts nothing on an expired token, which the check refreshes first', () => {
    const { memory, session } = storedTab(now - 1);
    expect(preloadProfile(session, memory, now)).toBeNull();
    expect(preloadProfile(storedTab(null).session, storedTab(null).memory, now)).toBeNull();
  });

  it("starts nothing for a stored profile without the agency's role, which the check refuses", () => {
    const { memory, session } = storedTab(now + 60_000, { ...profile, roleId: 5, role: 'DEVELOPER' });
    expect(preloadProfile(session, memory, now)).toBeNull();
  });

  it('starts nothing once the session has ended', () => {
    const { memory, session } = storedTab(now + 60_000);
    session.signOut();
    expect(preloadProfile(session, memory, now)).toBeNull();
  });
});
