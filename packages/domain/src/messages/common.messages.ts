/** Words and patterns shared by several screens: buttons, busy labels, pagination, units. */
export const commonMessages = {
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  /** The close button of a message that can be put away (ui Banner's `dismissLabel`). */
  dismiss: 'Dismiss',
  /** Announced after a link that opens a new tab (ui Link's `newTabLabel`). */
  opensInNewTab: '(opens in a new tab)',
  /** A table with no rows (ui DataTable's and Table's `emptyLabel`). */
  noResults: 'No results',
  /** The clear button of a search field (ui SearchField's `clearLabel`). */
  clearSearch: 'Clear search',
  /** The toast region's name: a landmark that F6 reaches. */
  notifications: 'Notifications',
  save: 'Save',
  edit: 'Edit',
  delete: 'Delete',
  remove: 'Remove',
  view: 'View',
  add: 'Add',
  update: 'Update',
  reset: 'Reset',
  retry: 'Retry',
  tryAgain: 'Try Again',
  search: 'Search',
  show: 'Show',
  hide: 'Hide',
  yes: 'Yes',
  no: 'No',
  actions: 'Actions',
  status: 'Status',
  loading: 'Loading...',
  saving: 'Saving...',
  deleting: 'Deleting...',
  removing: 'Removing...',
  processing: 'Processing...',
  uploading: 'Uploading...',
  showFilters: 'Show Filters',
  hideFilters: 'Hide Filters',
  previousPage: 'Previous',
  nextPage: 'Next',
  pagination: 'Pagination',
  unexpectedError: 'An unexpected error occurred',
  /** 'Page X of Y', with X counted from 1. */
  pageOf: (page: number, totalPages: number) => `Page ${page} of ${totalPages}`,
  goToPage: (page: number) => `Go to page ${page}`,
  /** The '+n' badge after the first items of a list (e.g. languages). */
  moreCount: (count: number) => `+${count}`,
  /** 'Error: {status} - {statusText}' of a failed property call (spec 3 section 8). */
  httpError: (status: number, text: string) => `Error: ${status} - ${text}`,
  /** 'Failed to fetch ... Status: {code}' of the agent services (spec 2 section 8). */
  fetchFailedWithStatus: (resource: string, status: number) => `Failed to fetch ${resource}. Status: ${status}`,
  /** An amount already formatted with grouping, in dirhams. */
  amountAed: (amount: string) => `AED ${amount}`,
  areaSqft: (area: string) => `${area} sqft`,
  percent: (value: string) => `${value}%`,
  /**
   * A character counter's words (what a screen reader hears as a limited field nears its end): the
   * characters left, or those over the limit when typed or pasted text is kept whole past it.
   */
  charactersRemaining: (left: number) =>
    left === 1 ? '1 character remaining' : left === -1 ? '1 character over the limit' : left < 0 ? `${-left} characters over the limit` : `${left} characters remaining`,
  yearsOfExperience: (years: number) => (years === 1 ? '1 year' : `${years} years`),
};
