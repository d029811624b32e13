import { accountsKeys, fetchAllAgents, type ApiQuery } from '@marketplace/api-client';
import type { Agent } from '@marketplace/domain';
import type { FirstRenderInputs } from '../firstRenderData/firstRenderTypes';

/**
 * The agent list's first-render data: every agent account (spec 2 section 7.2). Filters and pages
 * work on that list in the browser, so the URL adds no query; without a profile (no session) there
 * is nothing to ask.
 */
export function agentListFirstData({ profile }: FirstRenderInputs): { readonly agents: ApiQuery<Agent[]> | null } {
  return { agents: profile ? { key: accountsKeys.allAgents(), fetch: (client) => fetchAllAgents(client) } : null };
}
