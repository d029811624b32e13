import { useApiQuery } from '../../react/useApiQuery';
import { accountsKeys } from './accountsKeys';
import { fetchDeveloper } from './developers';

/** A project's developer; `data` is null when none has that id. Loads nothing without an id. */
export function useDeveloper(developerId: number | null | undefined) {
  return useApiQuery(developerId == null ? null : { key: accountsKeys.developer(developerId), fetch: (client) => fetchDeveloper(client, developerId) });
}
