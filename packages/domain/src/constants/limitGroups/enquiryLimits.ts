import { SECOND } from '../timeUnits';

/** Enquiry list: S1 2.1 and 9. */
export const enquiryLimits = {
  defaultSort: { field: 'id', direction: 'desc' },
  /** How long a status change's success toast offers Undo (issue 4, beyond the spec). */
  undoWindowMs: 5 * SECOND,
  /**
   * The narrowest screen that shows the list as a table (issue 13): its seven columns need 896 px
   * beside the 248 px sidebar and the page's padding. Narrower screens show cards, whatever the spec's
   * 768 px breakpoint says for the filters.
   */
  tableMinScreenPx: 1200,
} as const;
