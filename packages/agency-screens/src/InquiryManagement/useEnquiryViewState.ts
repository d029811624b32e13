import { enquiryViewStateToQuery, parseEnquiryViewState, type EnquiryViewState } from '@marketplace/domain';
import { useCallback, useMemo, useState } from 'react';

/** Where the view state lives: a query string the caller keeps (the URL), or, without one, the screen itself. */
export interface EnquiryViewLocation {
  /** The query string holding the view ('?q=...&status=NEW'), e.g. the URL's `location.search`. */
  readonly query: string;
  /** Called with the next query string; `replace` asks not to add a history entry (typing). */
  readonly onQueryChange: (query: string, options: { replace: boolean }) => void;
}

/** The view state read from the location's query, or kept in React state when there is no location. */
export function useEnquiryViewState(
  location: EnquiryViewLocation | undefined,
): [EnquiryViewState, (next: EnquiryViewState, options: { replace: boolean }) => void] {
  const [ownQuery, setOwnQuery] = useState('');
  const query = location ? location.query : ownQuery;
  const onQueryChange = location?.onQueryChange;
  const viewState = useMemo(() => parseEnquiryViewState(query), [query]);
  const setViewState = useCallback(
    (next: EnquiryViewState, options: { replace: boolean }) => {
      const nextQuery = enquiryViewStateToQuery(next, query);
      if (nextQuery === new URLSearchParams(query).toString()) return;
      if (onQueryChange) onQueryChange(nextQuery, options);
      else setOwnQuery(nextQuery);
    },
    [query, onQueryChange],
  );
  return [viewState, setViewState];
}
