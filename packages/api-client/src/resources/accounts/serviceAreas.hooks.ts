import { useApiQuery } from '../../react/useApiQuery';
import { accountsKeys } from './accountsKeys';
import { fetchServiceAreas } from './serviceAreas';

/** Every service area, for the profile's area picker. */
export function useServiceAreas() {
  return useApiQuery({ key: accountsKeys.serviceAreas(), fetch: (client) => fetchServiceAreas(client) });
}
