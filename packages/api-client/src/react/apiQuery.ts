import type { ApiClient } from '../client';
import type { SwrKey } from '../swrKeys';

/** Loads data with the provider's client; the key is passed too, though fetchers usually close over their parameters. */
export type ApiFetcher<T> = (client: ApiClient, key: SwrKey) => Promise<T>;

/** A query whose parameters are known: its cache key and how to load it. */
export interface ApiQuery<T> {
  readonly key: SwrKey;
  readonly fetch: ApiFetcher<T>;
}
