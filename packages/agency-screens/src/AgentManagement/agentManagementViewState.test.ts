import { describe, expect, it } from 'vitest';
import { agentManagementViewStateToQuery, defaultAgentManagementViewState, parseAgentManagementViewState } from './agentManagementViewState';

describe('agent management view state in the URL', () => {
  it('reads a bare query as Find Agents, no search, the first page', () => {
    expect(parseAgentManagementViewState('')).toEqual(defaultAgentManagementViewState);
  });

  it('reads the tab, the e-mail search and the page counted from 1', () => {
    expect(parseAgentManagementViewState('?tab=our-agents&email=ali%40x.ae&page=3')).toEqual({ tab: 'ourAgents', search: 'ali@x.ae', page: 2 });
    expect(parseAgentManagementViewState('tab=pending-requests').tab).toBe('pendingRequests');
  });

  it('falls back to the defaults for an unknown tab or a malformed page', () => {
    expect(parseAgentManagementViewState('tab=admin&page=-2')).toEqual(defaultAgentManagementViewState);
    expect(parseAgentManagementViewState('page=0').page).toBe(0);
    expect(parseAgentManagementViewState('page=2x').page).toBe(0);
  });

  it('writes only what differs from the defaults and keeps foreign parameters', () => {
    expect(agentManagementViewStateToQuery(defaultAgentManagementViewState, 'tab=our-agents&page=2')).toBe('');
    expect(agentManagementViewStateToQuery({ tab: 'pendingRequests', search: 'a b', page: 1 }, 'other=1')).toBe('other=1&tab=pending-requests&email=a+b&page=2');
  });

  it('round-trips any state', () => {
    const state = { tab: 'ourAgents', search: 'x*,;"()==y', page: 4 } as const;
    expect(parseAgentManagementViewState(agentManagementViewStateToQuery(state))).toEqual(state);
  });
});
