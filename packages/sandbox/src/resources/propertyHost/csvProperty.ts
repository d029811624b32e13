import { listingStatusIds, type LookupItem, type LookupRef, type PropertyCsvRow } from '@marketplace/domain';
import type { Collection } from '../../db/collection';
import type { PropertyHostDb, PropertyRecord } from './propertyHost.collections';
import { listingStatusOf, serverNow } from './propertyRecords';

/** Who a CSV upload's properties belong to. */
export interface CsvOwner {
  readonly agencyId: number;
  readonly agentId: number;
}

function refOf(collection: Collection<LookupItem, 'id'>, id: number | undefined): LookupRef | null {
  if (id === undefined) return null;
  const item = collection.get(id);
  return item ? { id: item.id, name: item.name } : { id };
}

/**
 * The property a CSV row creates: its cells as they are (empty cells null), its lookup ids turned
 * into `{id, name}` references, listed Pending (8) for the owner's agency (the bulk upload creates
 * listings for the admin to review). A row naming a project is a unit waiting for its developer.
 */
export function propertyFromCsvRow(db: PropertyHostDb, row: PropertyCsvRow, owner: CsvOwner): Omit<PropertyRecord, 'id'> {
  const { saleTypeId, propertyTypeId, propertyFurnishingStatusId, constructionStatusId, areaId, offeringTypeId, ...cells } = row;
  const project = row.projectIdOfThis !== undefined ? db.projects.get(row.projectIdOfThis) : undefined;
  const type = propertyTypeId !== undefined ? db.lookups.propertyTypes.get(propertyTypeId) : undefined;
  const isUnit = row.projectIdOfThis !== undefined;
  const cellValues = Object.fromEntries(Object.entries(cells).map(([column, value]) => [column, value ?? null]));
  return {
    ...cellValues,
    name: row.name,
    amount: row.amount,
    landArea: row.landArea,
    address: row.address,
    isActive: row.isActive ?? true,
    isSold: row.isSold ?? false,
    viewCount: row.viewCount ?? 0,
    isDeleted: false,
    agencyId: owner.agencyId,
    agentId: owner.agentId,
    saleType: refOf(db.lookups.saleTypes, saleTypeId),
    propertyType: type ? { id: type.id, name: type.name } : propertyTypeId !== undefined ? { id: propertyTypeId } : null,
    propertyFurnishingStatus: refOf(db.lookups.furnishingStatuses, propertyFurnishingStatusId),
    constructionStatus: refOf(db.lookups.constructionStatuses, constructionStatusId),
    area: refOf(db.lookups.areas, areaId),
    offeringType: refOf(db.lookups.offeringTypes, offeringTypeId),
    project: project ? { id: project.id, name: project.name } : null,
    listingStatus: listingStatusOf(listingStatusIds.pending),
    developerApprovalStatus: isUnit ? 'PENDING' : 'APPROVED',
    developerApprovedTime: isUnit ? null : serverNow(),
  };
}
