import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createSession } from './createSession';
import { clearStoredSession, readStoredSession, sessionStorageKeys, writeStoredProfile, writeStoredToken, type SessionStorageLike } from './sessionStore';
import { createMemoryStorage } from './sessionTestBackend';

const profile = { id: 12, roleId: 4, role: 'AGENCY' as const, name: 'Palm Vista Realty' };

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('session storage', () => {
  it('writes, reads back and clears the three keys', () => {
    const { storage, items } = createMemoryStorage({ unrelated: 'kept' });
    writeStoredToken(storage, 'tok-1', 1_800_000_000_000);
    writeStoredProfile(storage, profile);
    expect(readStoredSession(storage)).toEqual({ token: 'tok-1', expiresAt: 1_800_000_000_000, profile });
    clearStoredSession(storage);
    expect(Object.fromEntries(items)).toEqual({ unrelated: 'kept' });
  });

  it('reads a malformed expiry or profile as missing', () => {
    const { storage } = createMemoryStorage({ token: 'tok-1', tokenExpiry: 'soon', profileData: '{not json' });
    expect(readStoredSession(storage)).toEqual({ token: 'tok-1', expiresAt: null, profile: null });
    const other = createMemoryStorage({ token: '', tokenExpiry: ' ', profileData: JSON.stringify({ id: 12 }) });
    expect(readStoredSession(other.storage)).toEqual({ token: null, expiresAt: null, profile: null });
  });

  it('survives a storage that throws', () => {
    const broken: SessionStorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredSession(broken)).toEqual({ token: null, expiresAt: null, profile: null });
    expect(() => writeStoredToken(broken, 'tok', 1)).not.toThrow();
    expect(() => writeStoredProfile(broken, profile)).not.toThrow();
    expect(() => clearStoredSession(broken)).not.toThrow();
  });

  it('uses sessionStorage by default and never localStorage', async () => {
    const fakeFetch: typeof fetch = async (input) =>
      String(input).endsWith('/api/auth/signin')
        ? Response.json({ token: 'tok-1', expiresIn: 3600 })
        : Response.json({ data: { id: 12, roleId: 4, name: 'Palm Vista Realty' } });
    const client = createApiClient({ propertyBaseUrl: 'https://p.test', accountsBaseUrl: 'https://a.test', getToken: () => null, fetch: fakeFetch });
    const session = createSession({ client });
    await session.signIn('agency@palmvista.ae', 'right');
    expect(sessionStorage.getItem(sessionStorageKeys.token)).toBe('tok-1');
    expect(sessionStorage.getItem(sessionStorageKeys.tokenExpiry)).not.toBeNull();
    expect(sessionStorage.getItem(sessionStorageKeys.profile)).not.toBeNull();
    expect(localStorage.length).toBe(0);
    session.signOut();
    expect(sessionStorage.length).toBe(0);
  });
});
