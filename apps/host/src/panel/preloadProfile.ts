import { restorableProfile, type Session, type SessionStorageLike } from '@marketplace/api-client';
import type { SessionProfile } from '@marketplace/domain';

/**
 * The profile a route's first-render data is keyed on: the verified one once the session is signed
 * in; before the profile check answers, the session's restorable one (stored at the last sign-in,
 * token unexpired, the agency's role): the check then only confirms it, and the requests need not
 * wait for it; none after a sign-out. An expired token is refreshed by the check first, so its requests would only fail.
 */
export function preloadProfile(session: Session, storage: SessionStorageLike = sessionStorage, now: number = Date.now()): SessionProfile | null {
  const { status, profile } = session.getSnapshot();
  if (status === 'signedIn' || profile !== null) return profile;
  if (status === 'signedOut') return null;
  return restorableProfile(storage, now);
}
