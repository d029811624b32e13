import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of fixed identity that always calls the latest `callback`. The memoised table and
 * card list skip re-rendering while their props keep their identity (typing in the search field
 * must not re-render the rows); handlers of fixed identity allow that without the rows calling a
 * stale closure (say, one holding an old view state).
 */
export function useLatestCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
