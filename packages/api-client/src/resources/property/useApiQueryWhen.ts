import useSWR, { type SWRResponse } from 'swr';
import type { ApiClient } from '../../client';
import type { ApiError } from '../../errors';
import { useApiClient } from '../../react/ApiProvider';
import type { SwrKey } from '../../swrKeys';

/** A query whose parameters are known: its cache key and how to load it. */
export interface ReadyQuery<T> {
  readonly key: SwrKey;
  readonly fetch: (client: ApiClient) => Promise<T>;
}

/**
 * `useApiQuery` for parameters that may not be known yet (no agency id before the session loads):
 * `null` loads nothing, so each hook builds its query only once its parameters exist.
 */
export function useApiQueryWhen<T>(query: ReadyQuery<T> | null): SWRResponse<T, ApiError> {
  const client = useApiClient();
  return useSWR<T, ApiError, SwrKey | null>(query ? query.key : null, query ? () => query.fetch(client) : null);
}
