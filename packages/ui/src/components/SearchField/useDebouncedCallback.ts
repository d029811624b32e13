import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

/** The handle returned by `useDebouncedCallback`; its functions keep their identity across renders. */
export interface DebouncedCallback<Args extends unknown[]> {
  /** Schedules the callback with these arguments, replacing any call still waiting. */
  run: (...args: Args) => void;
  /** Drops the waiting call, if any. */
  cancel: () => void;
  /** Makes the waiting call now, if any. */
  flush: () => void;
}

/**
 * Delays `callback` until `delayMs` have passed without another `run`. The latest callback is always
 * the one called, so callers need not memoise it; a call still waiting on unmount is dropped.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delayMs: number,
): DebouncedCallback<Args> {
  const callbackRef = useRef(callback);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pendingArgsRef = useRef<Args | null>(null);

  useLayoutEffect(() => {
    callbackRef.current = callback;
  });

  const cancel = useCallback(() => {
    clearTimeout(timerRef.current);
    timerRef.current = undefined;
    pendingArgsRef.current = null;
  }, []);

  const flush = useCallback(() => {
    const args = pendingArgsRef.current;
    cancel();
    if (args) callbackRef.current(...args);
  }, [cancel]);

  const run = useCallback(
    (...args: Args) => {
      clearTimeout(timerRef.current);
      pendingArgsRef.current = args;
      timerRef.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );

  useEffect(() => cancel, [cancel]);

  return useMemo(() => ({ run, cancel, flush }), [run, cancel, flush]);
}
