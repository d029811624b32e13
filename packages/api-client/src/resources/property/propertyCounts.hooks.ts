import type { SWRResponse } from 'swr';
import type { ApiError } from '../../errors';
import { createKey } from '../../swrKeys';
import { fetchPropertyCounts, type PropertyCounts } from './propertyCounts';
import { useApiQuery } from '../../react/useApiQuery';

/** The cache key of an agency's dashboard counters. */
export function propertyCountsKey(agencyId: number) {
  return createKey('propertyCounts', agencyId);
}

/** The dashboard counters of an agency (spec 1 section 2.3); no id loads nothing. */
export function usePropertyCounts(agencyId: number | null | undefined): SWRResponse<PropertyCounts, ApiError> {
  return useApiQuery(
    agencyId == null ? null : { key: propertyCountsKey(agencyId), fetch: (client) => fetchPropertyCounts(client, agencyId) },
  );
}
