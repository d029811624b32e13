import { isAdminPendingListingStatus, listingStatusIds } from '../constants/listingStatus';
import type { Property } from './property.schema';

/** The ribbons a property card can carry (spec 3 section 2.9), in the order they show. */
export const propertyRibbonKinds = ['pending', 'adminRejected', 'public', 'devApproved', 'devRejected', 'devPending', 'project'] as const;

/** One of {@link propertyRibbonKinds}. */
export type PropertyRibbonKind = (typeof propertyRibbonKinds)[number];

/** Whether a property is a unit inside a developer's project (it has a project id or a project). */
export function isProjectUnit(property: Pick<Property, 'projectIdOfThis' | 'project'>): boolean {
  return property.projectIdOfThis != null || property.project != null;
}

/**
 * The status ribbons of a card (spec 3 section 2.9): the admin's state (Pending for 8 and 11, Admin
 * Rejected for 9, Public for 1; 10, waiting for the developer, has none of its own), then for a
 * project unit its developer's verdict (Dev Approved, Dev Rejected or Dev Pending, a missing one
 * read as pending) and Project. A standalone listing is created developer-APPROVED, so it carries no
 * developer ribbon (docs/decisions.md, issue 18).
 */
export function propertyRibbons(property: Pick<Property, 'listingStatus' | 'developerApprovalStatus' | 'projectIdOfThis' | 'project'>): PropertyRibbonKind[] {
  const ribbons: PropertyRibbonKind[] = [];
  const statusId = property.listingStatus?.id;
  if (isAdminPendingListingStatus(statusId)) ribbons.push('pending');
  else if (statusId === listingStatusIds.rejected) ribbons.push('adminRejected');
  else if (statusId === listingStatusIds.approved) ribbons.push('public');
  if (isProjectUnit(property)) {
    const verdict = property.developerApprovalStatus;
    ribbons.push(verdict === 'APPROVED' ? 'devApproved' : verdict === 'REJECTED' ? 'devRejected' : 'devPending');
    ribbons.push('project');
  }
  return ribbons;
}

/**
 * The rejection reasons a card can expand (spec 3 section 2.9): the admin's when the listing is
 * rejected (9), the developer's when the developer rejected it; blank reasons are left out.
 */
export function propertyRejectionReasons(
  property: Pick<Property, 'listingStatus' | 'rejectedOrBlockReason' | 'developerApprovalStatus' | 'developerRejectReason'>,
): { readonly admin: string | null; readonly developer: string | null } {
  const admin = property.listingStatus?.id === listingStatusIds.rejected ? property.rejectedOrBlockReason?.trim() || null : null;
  const developer = property.developerApprovalStatus === 'REJECTED' ? property.developerRejectReason?.trim() || null : null;
  return { admin, developer };
}
