import type { SWRResponse } from 'swr';
import type { ApiError } from '../../errors';
import { createKey } from '../../swrKeys';
import { defaultPropertyPageSize, fetchProperties, type PropertyListFilter, type PropertyPage } from './properties';
import { useApiQuery, type ApiQuery } from '../../react/useApiQuery';

/** The cache key of one page of a property list; every key of the lists starts with 'properties'. */
export function propertiesKey(filter: PropertyListFilter, page: number, size: number) {
  return createKey('properties', { ...filter }, page, size);
}

function propertiesQuery(filter: PropertyListFilter, page: number, size: number): ApiQuery<PropertyPage> {
  return { key: propertiesKey(filter, page, size), fetch: (client) => fetchProperties(client, filter, { page, size }) };
}

/**
 * One page of a property list. `null` (e.g. no agency id yet) loads nothing; the page size defaults
 * to the list's own (12, 9 on the review lists, 10 for an agent's).
 */
export function useProperties(filter: PropertyListFilter | null, page = 0, size?: number): SWRResponse<PropertyPage, ApiError> {
  return useApiQuery(filter ? propertiesQuery(filter, page, size ?? defaultPropertyPageSize(filter)) : null);
}

