import { useApiQuery } from '../../react/useApiQuery';
import { accountsKeys } from './accountsKeys';
import { fetchAllAgents, fetchAvailableAgents } from './agents';

/** Every agent account (the agent list screen filters them on the client). */
export function useAllAgents() {
  return useApiQuery({ key: accountsKeys.allAgents(), fetch: (client) => fetchAllAgents(client) });
}

/** What the Find Agents tab asks for. */
export interface AvailableAgentsOptions {
  /** The (debounced) e-mail search text. @default '' */
  readonly emailSearch?: string | null;
  /** Zero-based page. */
  readonly page: number;
}

/** A page of agents without an agency, by e-mail search; the previous page stays shown while the next loads. */
export function useAvailableAgents({ emailSearch, page }: AvailableAgentsOptions) {
  const search = emailSearch?.trim() ?? '';
  return useApiQuery(
    { key: accountsKeys.availableAgents(search, page), fetch: (client) => fetchAvailableAgents(client, { emailSearch: search, page }) },
    { keepPreviousData: true },
  );
}
