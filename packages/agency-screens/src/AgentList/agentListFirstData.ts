import { accountsKeys, fetchAllAgents, type ApiQuery } from '@marketplace/api-client';
import type { Agent } from '@marketplace/domain';
import type { FirstRenderInputs } from '../firstRenderData/firstRenderTypes';

/**
 * The agent list's first-render data: every agent account (spec 2 section 7.2). Filters and pages
 * work on that list in the browser, so the URL adds no query, and nothing of the profile goes into
 * the call (the bearer token is the client's).
 */
export function agentListFirstData(_inputs: FirstRenderInputs): { readonly agents: ApiQuery<Agent[]> } {
  return { agents: { key: accountsKeys.allAgents(), fetch: (client) => fetchAllAgents(client) } };
}
