/** Admin Reviewed and Developer Reviewed property lists (spec 3 sections 2.7, 2.8 and 8). */
export const reviewListsMessages = {
  adminTitle: 'Admin Reviewed Properties',
  developerTitle: 'Developer Reviewed Properties',
  tabs: {
    approved: 'Approved',
    pending: 'Pending',
    rejected: 'Rejected',
  },
  /** The tab's name inside sentences, lower case as the placeholder and badge show it. */
  tabNames: {
    approved: 'approved',
    pending: 'pending',
    rejected: 'rejected',
  },
  /** The tab row's name for screen readers. */
  tabsLabel: 'Review status',
  searchLabel: 'Search properties',
  searchPlaceholder: (tab: string) => `Search ${tab} properties...`,
  /** The card grid's name for screen readers. */
  gridLabel: 'Properties',
  loadingLabel: 'Loading properties',
  countBadge: (count: number, tab: string) => `${count} ${tab} properties`,
  clearSearch: 'Clear Search',
  errorTitle: 'Error Loading Properties',
  fetchFailed: 'Failed to fetch properties',
  propertiesNotFound: 'Properties not found',
  emptyTitle: 'No Properties Found',
  emptyBody: "Try adjusting your search or filters to find what you're looking for.",
  tryAgain: 'Try Again',
  deleted: 'Property deleted successfully!',
  deleteFailed: 'Failed to delete property',
  updated: 'Property updated successfully!',
  updateFailed: 'Failed to update property',
  statusUpdateFailed: 'Failed to update status',
  rejectFailed: 'Failed to reject property',
  approveFailed: 'Failed to approve property',
};
