import { agencyPropertyByIdFilter, type Property } from '@marketplace/domain';
import type { ApiClient } from '../../client';
import type { CallOptions } from '../../callOptions';
import { propertyPageDecoder } from './propertyDecoders';

/**
 * One of an agency's properties, for the edit form: GET /api/property/search with
 * `agencyId==X and id==Y` (the specs name no call reading one property). Null when the agency has
 * no property of that id.
 */
export async function fetchAgencyProperty(client: ApiClient, agencyId: number, propertyId: number, options: CallOptions = {}): Promise<Property | null> {
  const page = await client.request({
    host: 'property',
    method: 'GET',
    path: '/api/property/search',
    query: { search: agencyPropertyByIdFilter(agencyId, propertyId), page: 0, size: 1 },
    schema: propertyPageDecoder,
    signal: options.signal,
  });
  return page.content[0] ?? null;
}
