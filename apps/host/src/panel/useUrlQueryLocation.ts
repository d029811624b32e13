import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/** A screen's view-state location on the URL's query string: read from and written to the address bar. */
export function useUrlQueryLocation() {
  const query = useSearch();
  const [path, navigate] = useLocation();
  const onQueryChange = useCallback(
    (next: string, { replace }: { replace: boolean }) => navigate(next ? `${path}?${next}` : path, { replace }),
    [navigate, path],
  );
  return useMemo(() => ({ query, onQueryChange }), [query, onQueryChange]);
}
