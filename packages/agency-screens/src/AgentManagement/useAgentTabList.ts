import { useApiQuery, type ApiError } from '@marketplace/api-client';
import { agentLimits, errorMessageFor, slicePage, type AgentAgencyStatus } from '@marketplace/domain';
import { useMemo } from 'react';
import { agencyAgentsQuery, availableAgentsQuery } from './agentManagementFirstData';
import { matchesEmailSearch, rowFromAgent, rowFromRelationship, type AgentManagementRow } from './agentManagementRows';
import type { AgentManagementViewState } from './agentManagementViewState';
import { useAgentManagementMessages } from '../messages';

/** The rows of the tab in view, its page count and its load state. */
export interface AgentTabList {
  /** Undefined until the tab's first answer. */
  readonly rows: readonly AgentManagementRow[] | undefined;
  readonly pageCount: number;
  /** The page the rows are of (a page past the end shows the last one). */
  readonly page: number;
  readonly loadError: string | null;
  readonly retry: () => void;
}

const statusOfTab = { pendingRequests: 'PENDING', ourAgents: 'ACCEPTED' } as const satisfies Record<string, AgentAgencyStatus>;

/**
 * Loads the tab in view. Find Agents pages and searches on the server (spec 2 section 7.2). The
 * agency's lists take no search on the server, so with an e-mail search they load the first 100
 * relationships (the pending lookup's size) and filter and page them here (section 7.3).
 */
export function useAgentTabList(agencyId: number | null, { tab, search, page }: AgentManagementViewState, now: Date): AgentTabList {
  const messages = useAgentManagementMessages();
  const term = search.trim();
  const isAgencyTab = tab !== 'findAgents';
  // The previous page stays while the next loads; the agency's lists do not keep theirs, so that one
  // tab's rows never show under another while it loads.
  const available = useApiQuery(isAgencyTab ? null : availableAgentsQuery(term, page), { keepPreviousData: true });
  const clientSearch = isAgencyTab && term !== '';
  const agency = useApiQuery(
    !isAgencyTab || agencyId === null
      ? null
      : clientSearch
        ? agencyAgentsQuery(agencyId, statusOfTab[tab], agentLimits.pendingLookupPage, agentLimits.pendingLookupSize)
        : agencyAgentsQuery(agencyId, statusOfTab[tab], page),
  );

  const result = useMemo(() => {
    if (!isAgencyTab) {
      const data = available.data;
      return data ? { rows: data.agents.map((agent) => rowFromAgent(agent, now)), pageCount: data.totalPages, page: data.page } : undefined;
    }
    const data = agency.data;
    if (!data) return undefined;
    if (!clientSearch) return { rows: data.content.map((relationship) => rowFromRelationship(relationship, now)), pageCount: data.totalPages, page: data.number };
    const matching = data.content.filter((relationship) => matchesEmailSearch(relationship.agentEmail, term));
    const sliced = slicePage(matching, page, agentLimits.pageSize);
    return { rows: sliced.content.map((relationship) => rowFromRelationship(relationship, now)), pageCount: sliced.totalPages, page: sliced.number };
  }, [isAgencyTab, available.data, agency.data, clientSearch, term, page, now]);

  const error: ApiError | undefined = isAgencyTab ? agency.error : available.error;
  const table = tab === 'findAgents' ? messages.errors.availableAgents : tab === 'ourAgents' ? messages.errors.agencyAgents : messages.errors.pendingRequests;
  const { mutate: reloadAvailable } = available;
  const { mutate: reloadAgency } = agency;
  return {
    rows: result?.rows,
    pageCount: result?.pageCount ?? 0,
    page: result?.page ?? page,
    loadError: error ? errorMessageFor(error, table) : null,
    retry: () => void (isAgencyTab ? reloadAgency() : reloadAvailable()),
  };
}
