import type { Messages } from '../messages/messages';
import { readErrorFacts } from './errorFacts';

/** The two loads of the agent list whose failures spec 2 section 8 words. */
export type AgentListCall = 'agents' | 'properties';

/** What a failed agent-list load shows, and whether the user must sign in again. */
export interface AgentListFailure {
  readonly message: string;
  /** A 401: the session is gone, the screen sends the user to /signin (spec 2 section 6). */
  readonly signInRequired: boolean;
}

/** The copy {@link agentListFailure} reads. */
export interface AgentListErrorMessages {
  readonly agentList: Pick<Messages['agentList'], 'loadAgentsFailed' | 'loadPropertiesFailed' | 'fetchedResources'>;
  readonly common: Pick<Messages['common'], 'fetchFailedWithStatus'>;
  readonly session: Pick<Messages['session'], 'sessionExpired'>;
}

/**
 * The failure of an agent-list load (spec 2 sections 6 and 8): a 401 is the expired session ('Your
 * session has expired. Please log in again.'); another HTTP error is the service's 'Failed to fetch
 * agents. Status: N' ('Failed to fetch agent properties. Status: N'); a call that got no usable answer
 * (network, timeout, an unreadable body) is 'Failed to load agents' ('Failed to load properties').
 */
export function agentListFailure(call: AgentListCall, error: unknown, messages: AgentListErrorMessages): AgentListFailure {
  const { status } = readErrorFacts(error);
  if (status === 401) return { message: messages.session.sessionExpired, signInRequired: true };
  if (status !== null && status >= 400) {
    return { message: messages.common.fetchFailedWithStatus(messages.agentList.fetchedResources[call], status), signInRequired: false };
  }
  const fallback = call === 'agents' ? messages.agentList.loadAgentsFailed : messages.agentList.loadPropertiesFailed;
  return { message: fallback, signInRequired: false };
}
