// Built on first use, not when the catalogue loads: a screen's first render should not pay for it.
let relativeTime: Intl.RelativeTimeFormat | undefined;

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** The property form's kept draft and the question before leaving with unsaved changes (issue 17). */
export const propertyDraftMessages = {
  restoreTitle: 'Unsaved changes found',
  /**
   * When the draft was kept, from the milliseconds since: 'Kept in this tab 5 minutes ago.'. Under a
   * minute (or a clock that moved back) reads 'moments ago' rather than Intl's 'now'.
   */
  keptAgo: (elapsedMs: number) => {
    if (!(elapsedMs >= minute)) return 'Kept in this tab moments ago.';
    relativeTime ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const [value, unit] =
      elapsedMs < hour ? [elapsedMs / minute, 'minute' as const] : elapsedMs < day ? [elapsedMs / hour, 'hour' as const] : [elapsedMs / day, 'day' as const];
    return `Kept in this tab ${relativeTime.format(-Math.floor(value), unit)}.`;
  },
  /** When the draft's time cannot be read. */
  keptEarlier: 'Kept in this tab earlier.',
  restoreHint: 'Restore them to carry on where you left off, or discard them to start from the form as it is.',
  restore: 'Restore',
  discard: 'Discard',
  leaveTitle: 'Leave without saving?',
  /** The draft is kept in session storage, so the dialog says where it is and how to get it back. */
  leaveDraftKept: 'Your changes are not saved. They are kept as a draft in this tab until you close it, and offered back when you open this form again.',
  /** After either message when images were chosen and not uploaded: a draft cannot hold files. */
  leaveFilesNotKept: 'Images chosen since the last save are not kept: choose them again when you come back.',
  /** This tab cannot keep drafts (storage disabled or full). */
  leaveDraftLost: 'Your changes are not saved and will be lost: this browser is not keeping a draft of them.',
  stay: 'Stay',
  leave: 'Leave',
};
