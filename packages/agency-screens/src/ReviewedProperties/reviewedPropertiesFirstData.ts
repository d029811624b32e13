import { fetchProperties, propertiesKey, type ApiQuery, type PropertyListFilter, type PropertyPage } from '@marketplace/api-client';
import { propertyListLimits, reviewedPropertyTabs, userSearchText, type ReviewedPropertyTab } from '@marketplace/domain';
import type { FirstRenderInputs } from '../firstRenderData/firstRenderTypes';

/** Which of the two reviewed lists: they share the layout and the calls, not their filters, titles or error states. */
export type ReviewedListKind = 'admin' | 'developer';

/** What a reviewed list's first render is keyed on: the profile and the URL's tab, search and page. */
export interface ReviewedPropertiesDataInputs extends FirstRenderInputs {
  /** @default 'approved' */
  readonly tab?: ReviewedPropertyTab | undefined;
  /** The applied search text as typed. @default '' */
  readonly search?: string | undefined;
  /** The server's page, 0 for the first. @default 0 */
  readonly page?: number | undefined;
}

/** A reviewed list's queries: the first page of each tab (its count, and the list of a tab on page 0) and the shown page when it is another. */
export type ReviewedPropertiesQueries = {
  readonly approved: ApiQuery<PropertyPage> | null;
  readonly pending: ApiQuery<PropertyPage> | null;
  readonly rejected: ApiQuery<PropertyPage> | null;
  /** The selected tab's page past the first; null on page 0, which is the tab's own query. */
  readonly page: ApiQuery<PropertyPage> | null;
};

/** The filter of one tab: the agency is the signed-in profile's id (spec 3 section 6), the search trimmed and without asterisks. */
export function reviewedPropertiesFilter(kind: ReviewedListKind, agencyId: number, tab: ReviewedPropertyTab, search: string): PropertyListFilter {
  return { kind: kind === 'admin' ? 'adminReviewed' : 'developerReviewed', agencyId, tab, name: userSearchText(search) };
}

/** One page (9 properties, spec 3 section 9) of a tab. */
export function reviewedPropertiesQuery(filter: PropertyListFilter, page: number): ApiQuery<PropertyPage> {
  const size = propertyListLimits.reviewListPageSize;
  return { key: propertiesKey(filter, page, size), fetch: (client) => fetchProperties(client, filter, { page, size }) };
}

/**
 * A reviewed list's first-render data: page 0 of every tab for the search, whose totals are the
 * three tab counts, and the selected tab's page when it is not the first.
 */
export function reviewedPropertiesFirstData(
  kind: ReviewedListKind,
  { profile, tab = 'approved', search = '', page = 0 }: ReviewedPropertiesDataInputs,
): ReviewedPropertiesQueries {
  const agencyId = profile?.id ?? null;
  const query = (forTab: ReviewedPropertyTab, atPage: number) =>
    agencyId === null ? null : reviewedPropertiesQuery(reviewedPropertiesFilter(kind, agencyId, forTab, search), atPage);
  const [approved, pending, rejected] = reviewedPropertyTabs.map((forTab) => query(forTab, 0));
  return { approved: approved ?? null, pending: pending ?? null, rejected: rejected ?? null, page: page > 0 ? query(tab, page) : null };
}
