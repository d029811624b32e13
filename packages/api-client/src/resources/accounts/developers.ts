import { idFilter, roleIds, type Developer } from '@marketplace/domain';
import { developerPageDecoder } from './accountsDecoders';
import type { ApiClient } from '../../client';
import type { CallOptions } from '../../callOptions';


/**
 * `GET /api/auth/accounts/get?roleId=3&search=id=={developerId}&page=0&size=1` (spec 3 section 7,
 * bearer): `content[0].data`, or null when no developer has that id (the screen then shows
 * 'Developer not found'; a call rejects only with transport and HTTP errors).
 */
export async function fetchDeveloper(client: ApiClient, developerId: number, { signal }: CallOptions = {}): Promise<Developer | null> {
  const page = await client.request({
    host: 'accounts',
    method: 'GET',
    path: '/api/auth/accounts/get',
    query: { roleId: roleIds.DEVELOPER, search: idFilter(developerId), page: 0, size: 1 },
    schema: developerPageDecoder,
    signal,
  });
  return page.content[0]?.data ?? null;
}
