import { rsqlAnd, rsqlContains, rsqlContainsLike, rsqlEq, rsqlNotEq, rsqlOr, toRsql } from './rsqlBuilder';

/** An entity id as the filters take it (numbers from the schemas, strings from routes). */
export type RsqlId = number | string;

/**
 * The listing status ids the filters use: spec 1 sections 3 and 9 (1 approved, 8 pending, 9 rejected)
 * and spec 3 section 4 (11 also pending in the admin view). Callers may pass the domain constants.
 */
export interface ListingStatusIdSet {
  readonly approved: number;
  readonly pending: number;
  readonly rejected: number;
  readonly pendingInAdminView: number;
}

const specListingStatusIds: ListingStatusIdSet = { approved: 1, pending: 8, rejected: 9, pendingInAdminView: 11 };

/** The tabs of the admin-reviewed and developer-reviewed lists (spec 3 sections 2.7 and 2.8). */
export const reviewedPropertyTabs = ['approved', 'pending', 'rejected'] as const;

/** One of {@link reviewedPropertyTabs}. */
export type ReviewedPropertyTab = (typeof reviewedPropertyTabs)[number];

/**
 * The dashboard counters' search (spec 1 section 7):
 * `agencyId=={id} and (listingStatus.id==1 or listingStatus.id==8 or listingStatus.id==9)`.
 */
export function propertyCountsFilter(agencyId: RsqlId, ids: ListingStatusIdSet = specListingStatusIds): string {
  return toRsql(
    rsqlAnd(
      rsqlEq('agencyId', agencyId),
      rsqlOr(
        rsqlEq('listingStatus.id', ids.approved),
        rsqlEq('listingStatus.id', ids.pending),
        rsqlEq('listingStatus.id', ids.rejected),
      ),
    ),
  );
}

/** Input of {@link agencyPropertiesFilter}. */
export interface AgencyPropertiesQuery {
  readonly agencyId: RsqlId;
  /** Narrows to one listing status when given. */
  readonly listingStatusId?: number | null;
  /** Raw search-box text; blank adds no clause. */
  readonly name?: string | null;
}

/**
 * The agency's property list (spec 3 section 7): `agencyId==X`, optionally
 * `and listingStatus.id==Y` and `and name=like=*text*`.
 */
export function agencyPropertiesFilter(query: AgencyPropertiesQuery): string {
  return toRsql(
    rsqlAnd(
      rsqlEq('agencyId', query.agencyId),
      query.listingStatusId != null && rsqlEq('listingStatus.id', query.listingStatusId),
      rsqlContainsLike('name', query.name),
    ),
  );
}

/**
 * One of an agency's properties by id, for the edit form (spec 3 section 2.12): the specs name no
 * call that reads one property, so the form reads it through the agency's search, which also keeps
 * an agency from opening another's property.
 */
export function agencyPropertyByIdFilter(agencyId: RsqlId, propertyId: RsqlId): string {
  return toRsql(rsqlAnd(rsqlEq('agencyId', agencyId), rsqlEq('id', propertyId)));
}

/** Input of the reviewed-list filters. */
export interface ReviewedPropertiesQuery {
  readonly agencyId: RsqlId;
  readonly tab: ReviewedPropertyTab;
  /** Raw search-box text; blank adds no clause. */
  readonly name?: string | null;
}

/**
 * Admin Reviewed Properties (spec 3 section 7): `agencyId==X and developerApprovalStatus==APPROVED`
 * plus `listingStatus.id==1` (approved), `(listingStatus.id==11 or listingStatus.id==8)` (pending) or
 * `listingStatus.id==9` (rejected), plus an optional `name==*text*`.
 */
export function adminReviewedPropertiesFilter(
  query: ReviewedPropertiesQuery,
  ids: ListingStatusIdSet = specListingStatusIds,
): string {
  const statusClause = {
    approved: rsqlEq('listingStatus.id', ids.approved),
    pending: rsqlOr(rsqlEq('listingStatus.id', ids.pendingInAdminView), rsqlEq('listingStatus.id', ids.pending)),
    rejected: rsqlEq('listingStatus.id', ids.rejected),
  }[query.tab];
  return toRsql(
    rsqlAnd(
      rsqlEq('agencyId', query.agencyId),
      rsqlEq('developerApprovalStatus', 'APPROVED'),
      statusClause,
      rsqlContains('name', query.name),
    ),
  );
}

/**
 * Developer Reviewed Properties (spec 3 section 7): `agencyId==X` plus, for approved,
 * `developerApprovalStatus==APPROVED and listingStatus.id!=8 and listingStatus.id!=9 and listingStatus.id!=1`
 * (approved by the developer, not yet in an admin state); for pending `developerApprovalStatus==PENDING`;
 * for rejected `developerApprovalStatus==REJECTED`; plus an optional `name==*text*` (the spec names no
 * operator for this name filter; the admin list's is used).
 */
export function developerReviewedPropertiesFilter(
  query: ReviewedPropertiesQuery,
  ids: ListingStatusIdSet = specListingStatusIds,
): string {
  const tabClause = {
    approved: rsqlAnd(
      rsqlEq('developerApprovalStatus', 'APPROVED'),
      rsqlNotEq('listingStatus.id', ids.pending),
      rsqlNotEq('listingStatus.id', ids.rejected),
      rsqlNotEq('listingStatus.id', ids.approved),
    ),
    pending: rsqlEq('developerApprovalStatus', 'PENDING'),
    rejected: rsqlEq('developerApprovalStatus', 'REJECTED'),
  }[query.tab];
  return toRsql(rsqlAnd(rsqlEq('agencyId', query.agencyId), tabClause, rsqlContains('name', query.name)));
}

/**
 * The project chooser (spec 3 section 7): `listingStatus.id==1`, optionally `and name==*text*`.
 */
export function approvedProjectsFilter(
  name?: string | null,
  approvedStatusId: number = specListingStatusIds.approved,
): string {
  return toRsql(rsqlAnd(rsqlEq('listingStatus.id', approvedStatusId), rsqlContains('name', name)));
}

/** Input of {@link developerProjectsFilter}. */
export interface DeveloperProjectsQuery {
  readonly developerId: RsqlId;
  readonly listingStatusId?: number | null;
  /** Raw search-box text; blank adds no clause. */
  readonly name?: string | null;
}

/**
 * A developer's projects (spec 3 section 7): `developerId==X`, optionally `and listingStatus.id==Y`
 * and `and name==*text*`.
 */
export function developerProjectsFilter(query: DeveloperProjectsQuery): string {
  return toRsql(
    rsqlAnd(
      rsqlEq('developerId', query.developerId),
      query.listingStatusId != null && rsqlEq('listingStatus.id', query.listingStatusId),
      rsqlContains('name', query.name),
    ),
  );
}

/**
 * An agent's public properties (spec 2 section 7.2):
 * `agentId=={id} and listingStatus.id==1 and developerApprovalStatus==APPROVED and isDeleted==false`.
 */
export function agentPublicPropertiesFilter(
  agentId: RsqlId,
  approvedStatusId: number = specListingStatusIds.approved,
): string {
  return toRsql(
    rsqlAnd(
      rsqlEq('agentId', agentId),
      rsqlEq('listingStatus.id', approvedStatusId),
      rsqlEq('developerApprovalStatus', 'APPROVED'),
      rsqlEq('isDeleted', false),
    ),
  );
}

/** A property's FAQs (spec 3 section 7): `faqType==PROPERTY and itemId=={propertyId}`. */
export function propertyFaqsFilter(propertyId: RsqlId, faqType = 'PROPERTY'): string {
  return toRsql(rsqlAnd(rsqlEq('faqType', faqType), rsqlEq('itemId', propertyId)));
}

/**
 * `id=={id}`: one record by id through a search endpoint (spec 3 section 7: the FAQ re-read and the
 * developer lookup on the accounts host).
 */
export function idFilter(id: RsqlId): string {
  return toRsql(rsqlEq('id', id));
}
