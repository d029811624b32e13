import { useCallback, useMemo, useState } from 'react';
import { agentManagementViewStateToQuery, parseAgentManagementViewState, type AgentManagementViewState } from './agentManagementViewState';

/** Where the view state lives: a query string the caller keeps (the URL), or, without one, the screen itself. */
export interface AgentManagementLocation {
  /** The query string holding the view ('?tab=our-agents&email=ali'), e.g. the URL's `location.search`. */
  readonly query: string;
  /** Called with the next query string; `replace` asks not to add a history entry (refining a search). */
  readonly onQueryChange: (query: string, options: { replace: boolean }) => void;
}

/** The view state read from the location's query, or kept in React state when there is no location. */
export function useAgentManagementViewState(
  location: AgentManagementLocation | undefined,
): [AgentManagementViewState, (next: AgentManagementViewState, options: { replace: boolean }) => void] {
  const [ownQuery, setOwnQuery] = useState('');
  const query = location ? location.query : ownQuery;
  const onQueryChange = location?.onQueryChange;
  const viewState = useMemo(() => parseAgentManagementViewState(query), [query]);
  const setViewState = useCallback(
    (next: AgentManagementViewState, options: { replace: boolean }) => {
      const nextQuery = agentManagementViewStateToQuery(next, query);
      if (nextQuery === new URLSearchParams(query).toString()) return;
      if (onQueryChange) onQueryChange(nextQuery, options);
      else setOwnQuery(nextQuery);
    },
    [query, onQueryChange],
  );
  return [viewState, setViewState];
}
