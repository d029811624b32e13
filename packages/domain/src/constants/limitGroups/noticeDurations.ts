import { SECOND } from '../timeUnits';

/** Notice and toast durations: S3 4 and 9. */
export const noticeDurations = {
  toastMs: 3 * SECOND,
  noticeDismissMs: 3 * SECOND,
  formBannerMs: 3 * SECOND,
  faqMessageMs: 5 * SECOND,
} as const;
