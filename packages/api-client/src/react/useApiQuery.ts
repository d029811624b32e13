import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../errors';
import type { SwrKey } from '../swrKeys';
import type { ApiQuery } from './apiQuery';
import { useApiClient } from './ApiProvider';
import { recordHookRequest, takePreloadedQuery } from './preloadedQueries';

export type { ApiFetcher, ApiQuery } from './apiQuery';

/**
 * `useSWR` with the provider's client handed to the fetcher and errors typed as `ApiError` (what
 * every client call rejects with). `null` loads nothing: a hook whose parameters may not be known
 * yet (no agency id before the session loads) builds its query only once they exist, so the
 * fetcher sees them narrowed. A request `preloadApiQuery` started for the same key is taken over
 * rather than sent again, and one the hook sends is handed to a preload that comes after it.
 */
export function useApiQuery<T>(query: ApiQuery<T> | null, config?: SWRConfiguration<T, ApiError>): SWRResponse<T, ApiError> {
  const client = useApiClient();
  return useSWR<T, ApiError, SwrKey | null>(
    query ? query.key : null,
    query ? (key: SwrKey) => takePreloadedQuery<T>(key) ?? recordHookRequest(key, query.fetch(client, key)) : null,
    config,
  );
}
