import { sessionLimits } from '../constants/limitGroups/sessionLimits';

/**
 * How long from `now` until a token that expires at `expiresAt` is refreshed (epoch ms in, ms out):
 * 5 minutes before expiry (spec 1 section 4), or, for a token with 25 minutes or less to live, when a
 * fifth of its remaining life is left, so that a short lifetime never makes the refresh due at once.
 * An expired token is refreshed at once; `lastRefreshAt` keeps refreshes at least
 * `tokenRefreshMinIntervalMs` apart even when the server hands out tokens that expire at once.
 */
export function tokenRefreshDelayMs(expiresAt: number, now: number, lastRefreshAt: number | null = null): number {
  const remaining = expiresAt - now;
  const lead = Math.min(sessionLimits.tokenRefreshLeadMs, remaining * sessionLimits.tokenRefreshLeadShare);
  const untilDue = Math.max(0, remaining - lead);
  const untilAllowed = lastRefreshAt === null ? 0 : lastRefreshAt + sessionLimits.tokenRefreshMinIntervalMs - now;
  return Math.max(untilDue, untilAllowed);
}

/** The wait before retry number `attempt` (1 for the first) of a refresh that could not reach the server: doubling, capped. */
export function tokenRefreshRetryDelayMs(attempt: number): number {
  const doubled = sessionLimits.tokenRefreshRetryFirstMs * 2 ** Math.max(0, attempt - 1);
  return Math.min(doubled, sessionLimits.tokenRefreshRetryMaxMs);
}
