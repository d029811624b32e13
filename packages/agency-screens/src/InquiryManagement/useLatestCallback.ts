import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of fixed identity that always calls the latest `callback`. The virtualised lists cache
 * each row's element by its enquiry; handlers of fixed identity keep that cache valid across
 * renders without the rows calling a stale closure (say, one holding an old view state).
 */
export function useLatestCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
