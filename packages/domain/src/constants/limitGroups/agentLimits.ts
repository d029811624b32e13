import { SECOND } from '../timeUnits';

/** Agent list and agent management: S2 4, 7 and 9. */
export const agentLimits = {
  pageSize: 10,
  managementNoticeDismissMs: 5 * SECOND,
  agentListNoticeDismissMs: 3 * SECOND,
  simulatedRequestDelayMs: 1 * SECOND,
  pendingLookupPage: 0,
  pendingLookupSize: 100,
  languagesShown: 2,
  minExperienceYears: 0,
  dialogPriceCurrency: 'USD',
  dialogPriceDecimals: 2,
} as const;
