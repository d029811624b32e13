import { type ServiceArea } from '@marketplace/domain';
import { serviceAreaPageDecoder } from './accountsDecoders';
import type { ApiClient } from '../../client';
import type { CallOptions } from '../../callOptions';


/** `GET /api/auth/common/service_area/search` (spec 1 section 7, bearer): every service area, from the page's content. */
export async function fetchServiceAreas(client: ApiClient, { signal }: CallOptions = {}): Promise<ServiceArea[]> {
  const page = await client.request({
    host: 'accounts',
    method: 'GET',
    path: '/api/auth/common/service_area/search',
    schema: serviceAreaPageDecoder,
    signal,
  });
  return page.content;
}
