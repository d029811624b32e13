import type { Agent, AgentListViewState } from '@marketplace/domain';
import { useState } from 'react';
import { AgentListView } from '../AgentListView';
import type { AgentListViewProps, AgentRequestState } from '../agentListViewProps';
import { propertiesOf } from './agentListStoryData';

/**
 * The view with just enough state for stories to be used: the view state follows its changes, the
 * open profile lists its seeded properties (unless the story gives its own), and a request or its
 * cancel completes at once. Every callback still reaches the story's spies.
 */
export function StatefulAgentListView(props: AgentListViewProps) {
  const [viewState, setViewState] = useState<AgentListViewState>(props.viewState);
  const [requests, setRequests] = useState<ReadonlyMap<Agent['id'], AgentRequestState>>(() => props.requests ?? new Map());
  const seeded = viewState.agentId === null ? undefined : propertiesOf(viewState.agentId);
  const given = props.agentProperties;
  const agentProperties = given.properties || given.isLoading || given.error ? given : { ...given, properties: seeded };
  return (
    <AgentListView
      {...props}
      viewState={viewState}
      onViewStateChange={(next, options) => {
        props.onViewStateChange(next, options);
        setViewState(next);
      }}
      agentProperties={agentProperties}
      requests={requests}
      onRequestToAdd={(agent) => {
        props.onRequestToAdd(agent);
        setRequests((current) => new Map(current).set(agent.id, 'sent'));
      }}
      onCancelRequest={(agent) => {
        props.onCancelRequest(agent);
        setRequests((current) => {
          const next = new Map(current);
          next.delete(agent.id);
          return next;
        });
      }}
    />
  );
}
