import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiClient } from '../client';
import type { ApiError } from '../errors';
import type { SwrKey } from '../swrKeys';
import { useApiClient } from './ApiProvider';

/** Loads data with the provider's client; the key is passed too, though fetchers usually close over their parameters. */
export type ApiFetcher<T> = (client: ApiClient, key: SwrKey) => Promise<T>;

/**
 * `useSWR` with the provider's client handed to the fetcher and errors typed as `ApiError` (what
 * every client call rejects with). A `null` key loads nothing, e.g. while the scope is unknown.
 */
export function useApiQuery<T>(key: SwrKey | null, fetcher: ApiFetcher<T>, config?: SWRConfiguration<T, ApiError>): SWRResponse<T, ApiError> {
  const client = useApiClient();
  return useSWR<T, ApiError, SwrKey | null>(key, (current: SwrKey) => fetcher(client, current), config);
}
