/** Dashboard Overview counters (spec 1 sections 2.3 and 8). */
export const dashboardMessages = {
  title: 'Dashboard Overview',
  approved: 'Approved Properties',
  pending: 'Pending Properties',
  rejected: 'Rejected Properties',
  /** Shown in place of a count while it loads. */
  loadingValue: '...',
  /** Shown in place of a count that could not be loaded. */
  noCount: '—',
  loadFailed: 'Failed to fetch property counts. Please try again later.',
};
