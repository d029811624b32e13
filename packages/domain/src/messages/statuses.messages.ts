/** Status labels shared by property screens (spec 3 sections 3 and 4). */
export const statusesMessages = {
  /** Construction status ids 1 to 7 (spec 3 section 3). */
  constructionStatus: {
    1: 'Planned',
    2: 'Under Construction',
    3: 'Completed',
    4: 'Delayed',
    5: 'On Hold',
    6: 'Cancelled',
    7: 'Newly Launched',
  },
  /** Id 3 as the project detail view labels it. */
  constructionComplete: 'Complete',
  constructionUnknown: 'Unknown',
  listingStatus: {
    pending: 'Pending',
    projectPending: 'Project Pending',
  },
  developerApproval: {
    PENDING: 'Pending',
    APPROVED: 'Approved',
    REJECTED: 'Rejected',
  },
};
