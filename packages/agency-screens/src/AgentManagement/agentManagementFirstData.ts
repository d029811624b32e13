import {
  accountsKeys,
  agencyAgentsKey,
  fetchAvailableAgents,
  listAgencyAgents,
  pendingInvitationEmails,
  pendingInvitationEmailsKey,
  type AgentPage,
  type ApiQuery,
} from '@marketplace/api-client';
import { agentLimits, type AgentAgencyRelationship, type AgentAgencyStatus, type SpringPage } from '@marketplace/domain';
import type { FirstRenderInputs } from '../firstRenderData/firstRenderTypes';

/** What Agent Management's first render is keyed on. */
export interface AgentManagementDataInputs extends FirstRenderInputs {
  /** The screen's `agencyId` prop, when the embedder gives one. */
  readonly agencyId?: number | null | undefined;
}

/** Whose agents the screen manages: the given id, else the signed-in agency's own id (spec 2 section 6). */
export function agentManagementAgencyId({ profile, agencyId }: AgentManagementDataInputs): number | null {
  if (agencyId !== undefined) return agencyId;
  return profile?.role === 'AGENCY' ? profile.id : null;
}

/** One page of Find Agents: agents without an agency, by e-mail search (spec 2 section 7.2). */
export function availableAgentsQuery(emailSearch: string, page: number): ApiQuery<AgentPage> {
  const search = emailSearch.trim();
  return { key: accountsKeys.availableAgents(search, page), fetch: (client) => fetchAvailableAgents(client, { emailSearch: search, page }) };
}

/**
 * The e-mails with an open invitation (page 0 of up to 100 PENDING relationships, spec 2 section
 * 7.3), as the list the api-client's invitation keeps up to date under the same key.
 */
export function pendingEmailsQuery(agencyId: number): ApiQuery<string[]> {
  return { key: pendingInvitationEmailsKey(agencyId), fetch: (client) => pendingInvitationEmails(client, agencyId).then((emails) => [...emails]) };
}

/** One page of the agency's relationships in a status (Pending Requests, Our Agents). */
export function agencyAgentsQuery(
  agencyId: number,
  status: AgentAgencyStatus,
  page: number,
  size: number = agentLimits.pageSize,
): ApiQuery<SpringPage<AgentAgencyRelationship>> {
  return { key: agencyAgentsKey(agencyId, status, page, size), fetch: (client) => listAgencyAgents(client, { agencyId, status, page, size }) };
}

/**
 * Agent Management's first-render data: the default tab's first page (Find Agents, no search) and
 * the pending set that marks its rows and gives the header's count. The other tabs load when chosen.
 */
export function agentManagementFirstData(inputs: AgentManagementDataInputs): {
  readonly availableAgents: ApiQuery<AgentPage>;
  readonly pendingEmails: ApiQuery<string[]> | null;
} {
  const agencyId = agentManagementAgencyId(inputs);
  return { availableAgents: availableAgentsQuery('', 0), pendingEmails: agencyId === null ? null : pendingEmailsQuery(agencyId) };
}
