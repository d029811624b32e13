import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** Where a screen's view state lives: a query string the caller keeps (the URL), or, without one, the screen itself. */
export interface QueryViewLocation {
  /** The query string holding the view ('status=pending&q=marina&page=2'), e.g. the URL's `location.search`. */
  readonly query: string;
  /** Called with the next query string; `replace` asks not to add a history entry (typing). */
  readonly onQueryChange: (query: string, options: { replace: boolean }) => void;
}

/** How a view state is read from and written to a query string (the domain's rules). */
export interface QueryViewCodec<State> {
  readonly parse: (query: string) => State;
  /** The state as a query, keeping the parameters of other owners in `base`. */
  readonly toQuery: (state: State, base: string) => string;
}

/**
 * A view state read from the location's query, or kept in React state when there is no location.
 * A change that writes the same query is dropped, so no history entry repeats the one shown.
 */
export function useQueryViewState<State>(
  location: QueryViewLocation | undefined,
  codec: QueryViewCodec<State>,
): [State, (next: State, options: { replace: boolean }) => void] {
  const [ownQuery, setOwnQuery] = useState('');
  const query = location?.query ?? ownQuery;
  const onQueryChange = location?.onQueryChange;
  const { parse, toQuery } = codec;
  const state = useMemo(() => parse(query), [parse, query]);
  // A change made after an await (a failed call putting the page back) compares with the query shown now, not the one of its render.
  const shownQuery = useRef(query);
  useLayoutEffect(() => {
    shownQuery.current = query;
  }, [query]);
  const setState = useCallback(
    (next: State, options: { replace: boolean }) => {
      const written = toQuery(next, shownQuery.current);
      if (written === new URLSearchParams(shownQuery.current).toString()) return;
      shownQuery.current = written;
      if (onQueryChange) onQueryChange(written, options);
      else setOwnQuery(written);
    },
    [onQueryChange, toQuery],
  );
  return [state, setState];
}
