import { hasAgencyRole, sessionProfileSchema, type SessionProfile } from '@marketplace/domain';

/**
 * The sessionStorage keys of the session, named after spec 3's 'Session keys: token, token expiry,
 * profile data'. Session storage only: a token must not outlive the tab (never localStorage).
 */
export const sessionStorageKeys = {
  /** The bearer token. */
  token: 'token',
  /** When the token expires, in epoch milliseconds, as a decimal string. */
  tokenExpiry: 'tokenExpiry',
  /** The session profile as JSON. */
  profile: 'profileData',
} as const;

/** The part of the Web Storage API the session uses. */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What storage holds; each part is `null` when missing or unreadable. */
export interface StoredSession {
  token: string | null;
  expiresAt: number | null;
  profile: SessionProfile | null;
}

// Storage can throw (privacy modes, quota); the session then lives in memory only.
function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

function parseProfile(text: string | null): SessionProfile | null {
  if (!text) return null;
  const parsed = safely<unknown>(() => JSON.parse(text), null);
  const result = sessionProfileSchema.safeParse(parsed);
  return result.success ? result.data : null;
}

/** Reads the stored session; a malformed expiry or profile reads as missing. */
export function readStoredSession(storage: SessionStorageLike): StoredSession {
  const token = safely(() => storage.getItem(sessionStorageKeys.token), null);
  const expiryText = safely(() => storage.getItem(sessionStorageKeys.tokenExpiry), null);
  const expiry = expiryText === null || expiryText.trim() === '' ? Number.NaN : Number(expiryText);
  return {
    token: token || null,
    expiresAt: Number.isFinite(expiry) ? expiry : null,
    profile: parseProfile(safely(() => storage.getItem(sessionStorageKeys.profile), null)),
  };
}

/** Stores a token and its expiry (epoch ms). */
/**
 * The profile this tab stored at its last verified sign-in, while its token is unexpired and the
 * role is the agency's: what a page can show, and key its first requests on, while the session is
 * checked. The check replaces it, or ends the session.
 */
export function restorableProfile(storage: SessionStorageLike, now: number): SessionProfile | null {
  const { token, expiresAt, profile } = readStoredSession(storage);
  if (!token || expiresAt === null || expiresAt <= now || !profile) return null;
  return hasAgencyRole(profile.roleId) ? profile : null;
}

export function writeStoredToken(storage: SessionStorageLike, token: string, expiresAt: number): void {
  safely(() => {
    storage.setItem(sessionStorageKeys.token, token);
    storage.setItem(sessionStorageKeys.tokenExpiry, String(expiresAt));
  }, undefined);
}

/** Stores the session profile. */
export function writeStoredProfile(storage: SessionStorageLike, profile: SessionProfile): void {
  safely(() => storage.setItem(sessionStorageKeys.profile, JSON.stringify(profile)), undefined);
}

/** Removes every session key. */
export function clearStoredSession(storage: SessionStorageLike): void {
  for (const key of Object.values(sessionStorageKeys)) safely(() => storage.removeItem(key), undefined);
}
