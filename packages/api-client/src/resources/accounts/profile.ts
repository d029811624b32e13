import { type AgencyProfile, type AgencyProfileUpdateResult } from '@marketplace/domain';
import { agencyProfileUpdateResultDecoder, profileResponseDecoder } from './accountsDecoders';
import type { CallOptions } from '../../callOptions';
import type { ApiClient } from '../../client';
import { buildProfilePayload, type ProfileFormValues } from './profilePayload';


/**
 * `GET /api/profile` (spec 1 section 7, bearer): the signed-in agency's profile. A 401 rejects with
 * an `HttpError` whose status the screen reads to clear the token and go to /signin.
 */
export async function fetchAgencyProfile(client: ApiClient, { signal }: CallOptions = {}): Promise<AgencyProfile> {
  const answer = await client.request({ host: 'accounts', method: 'GET', path: client.authPaths.profile, schema: profileResponseDecoder, signal });
  return answer.data;
}

/**
 * `PUT /api/profile` (spec 1 section 7, bearer) with the payload {@link buildProfilePayload} makes of
 * the form. Resolves with the saved profile (when the server sends it back) and its `message.en`
 * ('Profile updated successfully'); a refusal rejects with an `HttpError` carrying the server's message.
 */
export async function updateAgencyProfile(
  client: ApiClient,
  form: ProfileFormValues,
  { signal }: CallOptions = {},
): Promise<AgencyProfileUpdateResult> {
  return client.request({
    host: 'accounts',
    method: 'PUT',
    path: client.authPaths.profile,
    body: buildProfilePayload(form),
    schema: agencyProfileUpdateResultDecoder,
    signal,
  });
}
