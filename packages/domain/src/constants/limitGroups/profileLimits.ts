import { SECOND } from '../timeUnits';

/** Agency profile: S1 4 and 9. */
export const profileLimits = {
  messageClearMs: 3 * SECOND,
  reloadAfterSaveMs: 1.5 * SECOND,
  defaultRoleId: 4,
} as const;
