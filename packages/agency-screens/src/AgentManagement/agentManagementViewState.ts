/** The three tabs of Agent Management (spec 2 section 2.3), in their order; the first is the default. */
export const agentManagementTabs = ['findAgents', 'pendingRequests', 'ourAgents'] as const;

/** One of {@link agentManagementTabs}. */
export type AgentManagementTab = (typeof agentManagementTabs)[number];

/** What the URL keeps of the screen: the tab, its e-mail search and its page. */
export interface AgentManagementViewState {
  readonly tab: AgentManagementTab;
  /** The committed (debounced) e-mail search; '' for none. */
  readonly search: string;
  /** Zero-based. */
  readonly page: number;
}

/** The view a bare URL shows: Find Agents, no search, the first page. */
export const defaultAgentManagementViewState: AgentManagementViewState = { tab: 'findAgents', search: '', page: 0 };

// Readable in an address bar: ?tab=pending-requests&email=ali&page=2 (the page counted from 1).
const tabParam: Readonly<Record<AgentManagementTab, string>> = {
  findAgents: 'find-agents',
  pendingRequests: 'pending-requests',
  ourAgents: 'our-agents',
};
const keys = { tab: 'tab', search: 'email', page: 'page' } as const;

function tabOf(value: string | null): AgentManagementTab {
  return agentManagementTabs.find((tab) => tabParam[tab] === value) ?? defaultAgentManagementViewState.tab;
}

function pageOf(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 0;
  return Math.max(0, Number(value) - 1);
}

/** Reads the view from a query string; unknown or malformed values fall back to the defaults. */
export function parseAgentManagementViewState(query: string): AgentManagementViewState {
  const params = new URLSearchParams(query);
  return { tab: tabOf(params.get(keys.tab)), search: params.get(keys.search) ?? '', page: pageOf(params.get(keys.page)) };
}

/**
 * Writes the view into the query string, keeping parameters that are not the screen's; defaults are
 * left out, so the bare section URL stays bare.
 */
export function agentManagementViewStateToQuery(state: AgentManagementViewState, currentQuery = ''): string {
  const params = new URLSearchParams(currentQuery);
  const set = (key: string, value: string | null) => (value === null ? params.delete(key) : params.set(key, value));
  set(keys.tab, state.tab === defaultAgentManagementViewState.tab ? null : tabParam[state.tab]);
  set(keys.search, state.search === '' ? null : state.search);
  set(keys.page, state.page <= 0 ? null : String(state.page + 1));
  return params.toString();
}
