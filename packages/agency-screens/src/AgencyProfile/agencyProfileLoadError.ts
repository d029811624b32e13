import { en, sessionMessages } from '@marketplace/domain';

/** What the screen does with a failed profile load. */
export interface AgencyProfileLoadFailure {
  /** The message shown (spec 1 section 8). */
  readonly message: string;
  /** The session is gone: clear the token and go to /signin (spec 1 section 8, 'a 401 on load'). */
  readonly signInRequired: boolean;
}

/**
 * A failed GET /api/profile: an HTTP answer says 'Failed to load profile: N' (a 401 also sends the
 * user to sign in), no token says 'Authentication token not found' (and sends them too), anything
 * else 'Failed to load profile data'.
 */
export function agencyProfileLoadFailure(error: unknown, hasToken: boolean): AgencyProfileLoadFailure {
  if (!hasToken) return { message: sessionMessages.tokenNotFound, signInRequired: true };
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (typeof status === 'number' && Number.isInteger(status) && status >= 400) {
    return { message: en.agencyProfile.loadFailed(status), signInRequired: status === 401 };
  }
  return { message: en.agencyProfile.loadDataFailed, signInRequired: false };
}
