import { useEffect } from 'react';

/**
 * Starts `load` (a dynamic import) once the page is idle after mounting, or after `timeoutMs` at the
 * latest: code that is not needed to show the page but is needed at its first use (a dialog, a
 * select's list), fetched off the first load's critical path and ready before a user reaches it.
 * A failed preload is ignored: the use loads it again and reports the failure there.
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>, { enabled = true, timeoutMs = 5000 } = {}): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const preload = () => void load().catch(() => undefined);
    if (typeof requestIdleCallback === 'undefined') {
      const timer = setTimeout(preload, Math.min(timeoutMs, 2000));
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(preload, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }, [load, enabled, timeoutMs]);
}
