import type { SessionProfile } from '@marketplace/domain';

/** Where a session stands: not loaded yet, being established, usable, or ended. */
export type SessionStatus = 'idle' | 'loading' | 'signedIn' | 'signedOut';

/**
 * Why a session ended. The host sends every one of them to `/agencySignin` (spec 1 section 4,
 * spec 3 section 2); `unauthorized` is the profile's 401, after which spec 1 section 8 names `/signin`.
 */
export type SignOutReason =
  /** `signOut()` was called. */
  | 'signOut'
  /** No token in storage at start-up. */
  | 'noToken'
  /** The server refused the token refresh ('Token refresh failed', spec 1 section 8). */
  | 'refreshFailed'
  /** The profile, or a screen's request (`signOut('unauthorized')`), answered 401: the token is no longer accepted. */
  | 'unauthorized'
  /** The profile did not load (network, server error, unexpected body). */
  | 'profileFailed'
  /** The profile's roleId is not 4, even after one refresh. */
  | 'wrongRole';

/** The reasons a caller of `signOut` may give: the user's own, or a request the server refused with 401. */
export type CallerSignOutReason = Extract<SignOutReason, 'signOut' | 'unauthorized'>;

/** What `useSession()` and `getSnapshot()` show; the token itself is never part of it. */
export interface SessionSnapshot {
  status: SessionStatus;
  /**
   * The verified profile while signed in. While `load()` checks a stored session, the profile stored
   * at this tab's last verified sign-in if its token is unexpired (else `null`): a page reload shows
   * the panel at once, and the check confirms or ends it. `null` otherwise.
   */
  profile: SessionProfile | null;
  /** When the token expires (epoch ms), or `null` without a token. */
  expiresAt: number | null;
  /** Why the last session ended; `null` while none has. */
  signOutReason: SignOutReason | null;
  /**
   * A scheduled token refresh could not reach the server (offline, a timeout, a server fault) and is
   * being retried with backoff; the session stays until the server refuses a refresh.
   */
  refreshRetrying: boolean;
}

const reasonMessages: Record<SignOutReason, string> = {
  signOut: 'Signed out',
  noToken: 'Authentication token not found',
  refreshFailed: 'Token refresh failed',
  unauthorized: 'Profile request was not authorised',
  profileFailed: 'Failed to load profile data',
  wrongRole: 'Profile is not an agency profile',
};

/** A failure of `signIn` after the credentials were accepted; `cause` holds the `ApiError` when there was one. */
export class SessionError extends Error {
  readonly reason: SignOutReason;

  constructor(reason: SignOutReason, cause?: unknown) {
    super(reasonMessages[reason], { cause });
    this.name = 'SessionError';
    this.reason = reason;
  }
}
