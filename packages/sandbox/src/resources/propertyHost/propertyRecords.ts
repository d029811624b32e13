import { listingStatusIds, listingStatusName, type PropertyPayload, type LookupRef } from '@marketplace/domain';
import { sameId, type CallerAgency } from '../agencyAccess';
import type { PropertyHostDb, PropertyRecord } from './propertyHost.collections';

/** The 404 message of a property id the database does not hold. */
export const propertyNotFoundMessage = (id: string | number) => `Property not found with id: ${id}`;

/** The 400 message of an update without an id (spec 3 section 5). */
export const propertyIdRequiredMessage = 'Property ID is required for update';

/** The server's clock as the property service writes dates. */
export function serverNow(): string {
  return new Date().toISOString();
}

/** A listing status as the server stores it: the id with its name when the specs name one. */
export function listingStatusOf(id: number, name?: string | null): LookupRef {
  return { id, name: name ?? listingStatusName(id) ?? null };
}

/**
 * A payload as stored: the listing status named, the project reference filled from the project the
 * unit belongs to. On create, a payload silent about the developer approval gets spec 3 section 4's
 * creation state (a project unit PENDING, a standalone listing APPROVED as of now); what the payload
 * does say is kept, since both readings of the spec exist and the client decides.
 */
export function propertyFromPayload(db: PropertyHostDb, payload: PropertyPayload, mode: 'create' | 'update'): Omit<PropertyRecord, 'id'> {
  const project = payload.projectIdOfThis != null ? db.projects.get(payload.projectIdOfThis) : undefined;
  const stored: Omit<PropertyRecord, 'id'> = {
    ...payload,
    listingStatus: listingStatusOf(payload.listingStatus.id, payload.listingStatus.name),
    project: project ? { id: project.id, name: project.name } : (payload.project ?? null),
  };
  if (mode === 'update' || payload.developerApprovalStatus != null) return stored;
  const isUnit = payload.projectIdOfThis != null;
  return {
    ...stored,
    developerApprovalStatus: isUnit ? 'PENDING' : 'APPROVED',
    developerApprovedTime: isUnit ? null : (payload.developerApprovedTime ?? serverNow()),
  };
}

/**
 * Whether a listing is public, as the marketplace shows it to anyone: approved (1), not held back or
 * rejected by its developer, not deleted (spec 2's `listingStatus.id==1 and
 * developerApprovalStatus==APPROVED and isDeleted==false`, where a standalone listing has no developer).
 */
export function isPublicListing(record: PropertyRecord): boolean {
  return (
    record.listingStatus?.id === listingStatusIds.approved &&
    record.developerApprovalStatus !== 'PENDING' &&
    record.developerApprovalStatus !== 'REJECTED' &&
    record.isDeleted !== true
  );
}

/** Whether the agency (null for an agent or developer) owns the listing. */
export function ownsProperty(agency: CallerAgency | null, record: PropertyRecord): boolean {
  return agency !== null && sameId(record.agencyId, agency.id);
}

/** What a caller may read: its own agency's listings in any state, and every public listing. */
export function isVisibleProperty(agency: CallerAgency | null, record: PropertyRecord): boolean {
  return ownsProperty(agency, record) || isPublicListing(record);
}
