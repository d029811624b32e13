import { listingStatusIds, propertyCountsFilter, type Property } from '@marketplace/domain';
import { countsPageDecoder } from './propertyDecoders';
import type { ApiClient } from '../../client';
import type { CallOptions } from '../../callOptions';

/** The dashboard's three counters (spec 1 section 2.3). */
export interface PropertyCounts {
  readonly approved: number;
  readonly pending: number;
  readonly rejected: number;
}

/**
 * Properties read per request while counting. The spec's call names no page, and a Spring server
 * pages anyway (20 by default), so the client asks for large pages and reads them all.
 */
export const propertyCountsPageSize = 1000;


/** Counts properties by listing status: 1 approved, 8 pending, 9 rejected (spec 1 section 4); others are not counted. */
export function countPropertiesByStatus(properties: readonly Pick<Property, 'listingStatus'>[]): PropertyCounts {
  const count = (id: number) => properties.filter((property) => property.listingStatus?.id === id).length;
  return { approved: count(listingStatusIds.approved), pending: count(listingStatusIds.pending), rejected: count(listingStatusIds.rejected) };
}

/** Options of {@link fetchPropertyCounts}. */
export interface PropertyCountsOptions extends CallOptions {
  /** @default {@link propertyCountsPageSize} */
  pageSize?: number;
}

/**
 * GET /api/property/search?search=agencyId=={id} and (listingStatus.id==1 or ...==8 or ...==9)
 * (spec 1 section 7), every page of it, counted per status.
 */
export async function fetchPropertyCounts(client: ApiClient, agencyId: number, options: PropertyCountsOptions = {}): Promise<PropertyCounts> {
  const size = options.pageSize ?? propertyCountsPageSize;
  const search = propertyCountsFilter(agencyId);
  const properties: Pick<Property, 'listingStatus'>[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await client.request({
      host: 'property',
      method: 'GET',
      path: '/api/property/search',
      query: { search, page, size },
      schema: countsPageDecoder,
      signal: options.signal,
    });
    properties.push(...answer.content);
    if (answer.content.length === 0 || page + 1 >= answer.totalPages) break;
  }
  return countPropertiesByStatus(properties);
}
