/**
 * Listing status ids the agency screens use (spec 1 sections 3/4/9, spec 3 sections 4/9).
 * Other ids exist on the server but are not shown in the specs.
 */
export const listingStatusIds = {
  /** Public and approved. */
  approved: 1,
  /** Pending; also set after every edit. */
  pending: 8,
  /** Rejected by the admin. */
  rejected: 9,
  /** A unit created inside a project, waiting for its developer. */
  projectPending: 10,
  /** Treated as pending in the admin-reviewed view. */
  adminPending: 11,
} as const;

/** One of the listing status ids the specs name. */
export type ListingStatusId = (typeof listingStatusIds)[keyof typeof listingStatusIds];

/**
 * Names sent with a listing status on create (spec 3 section 4: 8 'Pending', 10 'Project Pending').
 * The specs name no label for 1, 9 and 11; these follow the review-list tabs.
 */
export const listingStatusNames = {
  1: 'Approved',
  8: 'Pending',
  9: 'Rejected',
  10: 'Project Pending',
  11: 'Pending',
} as const satisfies Record<ListingStatusId, string>;

/** The ids counted on the dashboard, in counter order: approved, pending, rejected (spec 1 section 2.3). */
export const dashboardListingStatusIds = [
  listingStatusIds.approved,
  listingStatusIds.pending,
  listingStatusIds.rejected,
] as const;

/** Ids listed under the admin-reviewed 'pending' tab (spec 3 section 7: id==11 or id==8). */
export const adminPendingListingStatusIds = [listingStatusIds.adminPending, listingStatusIds.pending] as const;

/** Whether an id is one of the listing status ids the specs name. */
export function isListingStatusId(id: unknown): id is ListingStatusId {
  return typeof id === 'number' && Object.prototype.hasOwnProperty.call(listingStatusNames, id);
}

/** The name of a listing status id, or undefined for ids the specs do not name. */
export function listingStatusName(id: number | null | undefined): string | undefined {
  return isListingStatusId(id) ? listingStatusNames[id] : undefined;
}

/** Whether the admin-reviewed view counts this listing status as pending (8 or 11). */
export function isAdminPendingListingStatus(id: number | null | undefined): boolean {
  return id === listingStatusIds.pending || id === listingStatusIds.adminPending;
}

/** Whether FAQs can be managed for a property in this listing status (spec 3 section 2.9: only status 1). */
export function canManageFaqs(id: number | null | undefined): boolean {
  return id === listingStatusIds.approved;
}
