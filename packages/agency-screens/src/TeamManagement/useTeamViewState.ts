import { parseTeamViewState, teamViewStateToQuery, type TeamViewState } from '@marketplace/domain';
import { useCallback, useMemo, useState } from 'react';

/** Where the view state lives: a query string the caller keeps (the URL), or, without one, the screen itself. */
export interface TeamViewLocation {
  /** The query string holding the view ('?q=sara&page=2'), e.g. the URL's `location.search`. */
  readonly query: string;
  /** Called with the next query string; `replace` asks not to add a history entry (typing). */
  readonly onQueryChange: (query: string, options: { replace: boolean }) => void;
}

/** The search and page read from the location's query, or kept in React state when there is no location. */
export function useTeamViewState(location: TeamViewLocation | undefined): [TeamViewState, (next: TeamViewState, options: { replace: boolean }) => void] {
  const [ownQuery, setOwnQuery] = useState('');
  const query = location ? location.query : ownQuery;
  const onQueryChange = location?.onQueryChange;
  const viewState = useMemo(() => parseTeamViewState(query), [query]);
  const setViewState = useCallback(
    (next: TeamViewState, options: { replace: boolean }) => {
      const nextQuery = teamViewStateToQuery(next, query);
      if (nextQuery === new URLSearchParams(query).toString()) return;
      if (onQueryChange) onQueryChange(nextQuery, options);
      else setOwnQuery(nextQuery);
    },
    [query, onQueryChange],
  );
  return [viewState, setViewState];
}
