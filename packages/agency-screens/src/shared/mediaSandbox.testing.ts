import { createApiClient, type ApiClient } from '@marketplace/api-client';
import { createFetchXhr, type FetchXhrOptions } from '@marketplace/api-client/testing';

/** Options of {@link createMediaTestClient}. */
export interface MediaTestClientOptions extends FetchXhrOptions {
  /** The token the client sends. @default () => 'test-token' */
  getToken?: () => string | null;
}

/** A client on the given hosts whose uploads go through `fetch` (api-client's `FetchXhr`), held by `gate`. */
export function createMediaTestClient(
  hosts: { propertyBaseUrl: string; accountsBaseUrl: string },
  { getToken = () => 'test-token', ...xhr }: MediaTestClientOptions = {},
): ApiClient {
  return createApiClient({
    ...hosts,
    getToken,
    createXhr: createFetchXhr(xhr),
  });
}
