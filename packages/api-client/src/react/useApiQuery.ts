import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiClient } from '../client';
import type { ApiError } from '../errors';
import type { SwrKey } from '../swrKeys';
import { useApiClient } from './ApiProvider';

/** Loads data with the provider's client; the key is passed too, though fetchers usually close over their parameters. */
export type ApiFetcher<T> = (client: ApiClient, key: SwrKey) => Promise<T>;

/** A query whose parameters are known: its cache key and how to load it. */
export interface ApiQuery<T> {
  readonly key: SwrKey;
  readonly fetch: ApiFetcher<T>;
}

/**
 * `useSWR` with the provider's client handed to the fetcher and errors typed as `ApiError` (what
 * every client call rejects with). `null` loads nothing: a hook whose parameters may not be known
 * yet (no agency id before the session loads) builds its query only once they exist, so the
 * fetcher sees them narrowed.
 */
export function useApiQuery<T>(query: ApiQuery<T> | null, config?: SWRConfiguration<T, ApiError>): SWRResponse<T, ApiError> {
  const client = useApiClient();
  return useSWR<T, ApiError, SwrKey | null>(query ? query.key : null, query ? (key: SwrKey) => query.fetch(client, key) : null, config);
}
