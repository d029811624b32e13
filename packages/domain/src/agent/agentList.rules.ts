import type { Agent } from './agent.schema';

/** The agent list's four filters (spec 2 section 2.2); each matches as a case-insensitive substring. */
export interface AgentListFilters {
  /** Matches the agent's first and last name, alone or together. */
  readonly name: string;
  /** Matches the account e-mail or the business e-mail. */
  readonly email: string;
  readonly city: string;
  /** Matches the company name. */
  readonly company: string;
}

/** No filter set. */
export const emptyAgentListFilters: AgentListFilters = { name: '', email: '', city: '', company: '' };

/** The filter fields, in the order the filter bar shows them. */
export const agentListFilterFields = ['name', 'email', 'city', 'company'] as const satisfies readonly (keyof AgentListFilters)[];

/**
 * What the user has set up in the agent list: filters, the page and the open dialogs. It lives in
 * the URL's query (as Inquiry Management's does), so a refresh, Back or a shared link restores it.
 */
export interface AgentListViewState {
  readonly filters: AgentListFilters;
  /** The page of the list, 1 for the first; a page past the last shows the last. */
  readonly page: number;
  /** The agent whose profile dialog is open, or null. */
  readonly agentId: number | null;
  /** The listed property whose details dialog is open over the profile, or null. */
  readonly propertyId: number | null;
}

/** A first visit: no filter, the first page, no dialog. */
export const defaultAgentListViewState: AgentListViewState = { filters: emptyAgentListFilters, page: 1, agentId: null, propertyId: null };

/** The query parameters the view state is kept in. */
export const agentListViewParams = {
  name: 'name',
  email: 'email',
  city: 'city',
  company: 'company',
  page: 'page',
  agentId: 'agent',
  propertyId: 'property',
} as const;

/**
 * `patch` applied to `state`. A filter change starts again from the first page, unless the patch
 * names a page itself; closing the profile closes the property over it.
 */
export function changeAgentListViewState(state: AgentListViewState, patch: Partial<AgentListViewState>): AgentListViewState {
  const next = { ...state, ...('filters' in patch ? { page: 1 } : {}), ...patch };
  return next.agentId === null && next.propertyId !== null ? { ...next, propertyId: null } : next;
}

function positiveId(value: string | null): number | null {
  const id = Number(value ?? Number.NaN);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Reads the view from a query string ('?name=sara&city=Dubai&page=2&agent=12'); malformed values fall back to the defaults. */
export function parseAgentListViewState(query: string | URLSearchParams): AgentListViewState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const agentId = positiveId(params.get(agentListViewParams.agentId));
  return {
    filters: {
      name: params.get(agentListViewParams.name) ?? '',
      email: params.get(agentListViewParams.email) ?? '',
      city: params.get(agentListViewParams.city) ?? '',
      company: params.get(agentListViewParams.company) ?? '',
    },
    page: positiveId(params.get(agentListViewParams.page)) ?? 1,
    agentId,
    // A property dialog opens over its agent's profile only.
    propertyId: agentId === null ? null : positiveId(params.get(agentListViewParams.propertyId)),
  };
}

/**
 * The view as query parameters, leaving out what equals the default, so an untouched view has a
 * clean URL. Parameters of other owners in `base` are kept.
 */
export function agentListViewStateToQuery(state: AgentListViewState, base: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(base);
  for (const name of Object.values(agentListViewParams)) params.delete(name);
  for (const field of agentListFilterFields) {
    const value = state.filters[field];
    if (value.trim() !== '') params.set(agentListViewParams[field], value);
  }
  if (state.page > 1) params.set(agentListViewParams.page, String(state.page));
  if (state.agentId !== null) {
    params.set(agentListViewParams.agentId, String(state.agentId));
    if (state.propertyId !== null) params.set(agentListViewParams.propertyId, String(state.propertyId));
  }
  return params.toString();
}

/** Whether any filter holds text other than spaces. */
export function hasAgentListFilters(filters: AgentListFilters): boolean {
  return agentListFilterFields.some((field) => filters[field].trim() !== '');
}

/** The agent's full name: first and last name joined, blanks left out; '' when neither is set. */
export function agentFullName(agent: Pick<Agent, 'firstName' | 'lastName'>): string {
  return [agent.firstName, agent.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

function includesFolded(haystacks: readonly (string | null | undefined)[], needle: string): boolean {
  const term = needle.trim().toLocaleLowerCase();
  if (term === '') return true;
  return haystacks.some((text) => text != null && text.toLocaleLowerCase().includes(term));
}

/**
 * The agents that match every filter that is set (spec 2 section 2.2; the list is loaded whole and
 * filtered on the client). Text is compared case-insensitively with surrounding spaces ignored; a
 * filter of only spaces matches everyone.
 */
export function filterAgents<T extends Agent>(agents: readonly T[], filters: AgentListFilters): readonly T[] {
  if (!hasAgentListFilters(filters)) return agents;
  return agents.filter(
    (agent) =>
      includesFolded([agentFullName(agent), agent.firstName, agent.lastName], filters.name) &&
      includesFolded([agent.email, agent.businessEmail], filters.email) &&
      includesFolded([agent.city], filters.city) &&
      includesFolded([agent.companyName], filters.company),
  );
}
