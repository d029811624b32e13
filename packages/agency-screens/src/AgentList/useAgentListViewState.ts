import { agentListViewStateToQuery, parseAgentListViewState, type AgentListViewState } from '@marketplace/domain';
import { useCallback, useMemo, useState } from 'react';

/** Where the agent list's view state lives: a query string the caller keeps (the URL), or, without one, the screen itself. */
export interface AgentListLocation {
  /** The query string holding the view ('?city=Dubai&page=2&agent=12'), e.g. the URL's `location.search`. */
  readonly query: string;
  /** Called with the next query string; `replace` asks not to add a history entry (typing in a filter). */
  readonly onQueryChange: (query: string, options: { replace: boolean }) => void;
}

/** Sets the next view state; `replace` for typing, so history gets one entry per filter rather than one per keystroke. */
export type AgentListViewStateChange = (next: AgentListViewState, options: { replace: boolean }) => void;

/** The view state read from the location's query, or kept in React state when there is no location. */
export function useAgentListViewState(location: AgentListLocation | undefined): [AgentListViewState, AgentListViewStateChange] {
  const [localQuery, setLocalQuery] = useState('');
  const query = location?.query ?? localQuery;
  const send = location?.onQueryChange;
  const state = useMemo(() => parseAgentListViewState(query), [query]);
  const change = useCallback<AgentListViewStateChange>(
    (next, options) => {
      const nextQuery = agentListViewStateToQuery(next, query);
      // An unchanged view neither adds history nor re-renders.
      if (nextQuery === agentListViewStateToQuery(parseAgentListViewState(query), query)) return;
      if (send) send(nextQuery, options);
      else setLocalQuery(nextQuery);
    },
    [query, send],
  );
  return [state, change];
}
