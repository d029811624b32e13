import { agentLimits, availableAgentsFilter, roleIds, type Agent } from '@marketplace/domain';
import { agentPageDecoder } from './accountsDecoders';
import type { ApiClient } from '../../client';
import type { CallOptions } from '../../callOptions';


/** A page of agents, unwrapped from the accounts host's `content[].data`. */
export interface AgentPage {
  readonly agents: Agent[];
  /** Zero-based. */
  readonly page: number;
  readonly size: number;
  readonly totalPages: number;
  readonly totalElements: number;
}

/** Which page of agents without an agency to load. */
export interface AvailableAgentsQuery {
  /** Text of the e-mail search; blank means every agent without an agency. */
  readonly emailSearch?: string | null;
  /** Zero-based. */
  readonly page: number;
  /** @default 10 (spec 2 section 9) */
  readonly size?: number;
}

/** `GET /api/auth/accounts/get?roleId=5` (spec 2 section 7.2, bearer): every agent account. */
export async function fetchAllAgents(client: ApiClient, { signal }: CallOptions = {}): Promise<Agent[]> {
  const page = await client.request({
    host: 'accounts',
    method: 'GET',
    path: '/api/auth/accounts/get',
    query: { roleId: roleIds.AGENT },
    schema: agentPageDecoder,
    signal,
  });
  return page.content.map((item) => item.data);
}

/**
 * `GET /api/auth/accounts/get?roleId=5&page&size&search=isHasAgency==false` (or `email==*{term}* and
 * isHasAgency==false` with a search; spec 2 section 7.2, bearer): the Find Agents tab's page.
 */
export async function fetchAvailableAgents(client: ApiClient, query: AvailableAgentsQuery, { signal }: CallOptions = {}): Promise<AgentPage> {
  const page = await client.request({
    host: 'accounts',
    method: 'GET',
    path: '/api/auth/accounts/get',
    query: { roleId: roleIds.AGENT, page: query.page, size: query.size ?? agentLimits.pageSize, search: availableAgentsFilter(query.emailSearch) },
    schema: agentPageDecoder,
    signal,
  });
  return {
    agents: page.content.map((item) => item.data),
    page: page.number,
    size: page.size ?? query.size ?? agentLimits.pageSize,
    totalPages: page.totalPages,
    totalElements: page.totalElements,
  };
}
