import { createApiClient, type ApiClient } from '@marketplace/api-client';
import { createFetchXhr, type FetchXhrOptions } from '@marketplace/api-client/testing';
import { demoAgencyTestToken } from './sandboxServer.testing';

/** Options of {@link createMediaTestClient}. */
export interface MediaTestClientOptions extends FetchXhrOptions {
  /** The token the client sends. @default the demo agency's token of the running test ({@link demoAgencyTestToken}) */
  getToken?: () => string | null;
}

/** A client on the given hosts whose uploads go through `fetch` (api-client's `FetchXhr`), held by `gate`. */
export function createMediaTestClient(
  hosts: { propertyBaseUrl: string; accountsBaseUrl: string },
  { getToken = demoAgencyTestToken, ...xhr }: MediaTestClientOptions = {},
): ApiClient {
  return createApiClient({
    ...hosts,
    getToken,
    createXhr: createFetchXhr(xhr),
  });
}
