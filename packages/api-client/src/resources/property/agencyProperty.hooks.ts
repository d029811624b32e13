import type { Property } from '@marketplace/domain';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../../errors';
import { createKey } from '../../swrKeys';
import { useApiQuery } from '../../react/useApiQuery';
import { fetchAgencyProperty } from './agencyProperty';

/** The cache key of one of an agency's properties (starts with 'properties', so a save's refresh of the lists reaches it). */
export function agencyPropertyKey(agencyId: number, propertyId: number) {
  return createKey('properties', 'one', agencyId, propertyId);
}

/** One of an agency's properties for the edit form, or null when it has none of that id; a missing id loads nothing. */
export function useAgencyProperty(agencyId: number | null | undefined, propertyId: number | null | undefined): SWRResponse<Property | null, ApiError> {
  return useApiQuery(
    agencyId == null || propertyId == null
      ? null
      : { key: agencyPropertyKey(agencyId, propertyId), fetch: (client) => fetchAgencyProperty(client, agencyId, propertyId) },
  );
}
