import { SECOND } from '../timeUnits';

/** Agency team management: S2 5 and 9. */
export const teamLimits = {
  pageSize: 10,
  noticeDismissMs: 5 * SECOND,
  mobileDigits: 10,
} as const;
