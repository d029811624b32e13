import type { Messages, PropertyCategory } from '@marketplace/domain';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../../errors';
import { createKey } from '../../swrKeys';
import { fetchLookups, fetchPropertyCategories, type Lookups } from './lookups';
import { useApiQuery } from '../../react/useApiQuery';

/** The cache key of the lookup lists, shared by every form. */
export const lookupsKey = createKey('lookups');

/** The cache key of a property type's categories. */
export function propertyCategoriesKey(typeId: number) {
  return createKey('propertyCategories', typeId);
}

/**
 * Every lookup list, each from the server or, when its call fails, the built-in list of `catalogue`
 * (the screen's `lookups` messages group).
 */
export function useLookups(catalogue: Messages['lookups']): SWRResponse<Lookups, ApiError> {
  return useApiQuery({ key: lookupsKey, fetch: (client) => fetchLookups(client, { catalogue }) });
}

/** The categories of a property type (empty when none come back or the call fails); no id loads nothing. */
export function usePropertyCategories(typeId: number | null | undefined): SWRResponse<PropertyCategory[], ApiError> {
  return useApiQuery(typeId == null ? null : { key: propertyCategoriesKey(typeId), fetch: (client) => fetchPropertyCategories(client, typeId) });
}
