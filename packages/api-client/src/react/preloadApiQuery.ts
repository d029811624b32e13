import { mutate } from 'swr';
import type { ApiClient } from '../client';
import type { ApiQuery } from './apiQuery';
import { hookRequestFor, isReusable, preloaded, serialiseKey, trackSettled } from './preloadedQueries';

/**
 * Starts a query before any component asks for it (at route match, on a link's hover or focus), so
 * its request runs alongside the code of the screen that shows it. A `useApiQuery` of the same key
 * that mounts while the request runs, or within `preloadReuseMs` of its answer, takes that request
 * instead of sending one, failure included (the screen shows it, with its Retry); an answer that
 * arrives before the hook mounts is also written to SWR's default cache, so the screen's first
 * render already shows it. Every preload is forgotten when the `ApiProvider`'s session ends. Calling
 * it again for a key that is running or fresh returns the same promise; so does calling it after a
 * hook has sent its own request for the key (running, or answered within `preloadReuseMs`), which
 * is then the one returned, and nothing is written over the hook's answer.
 */
export function preloadApiQuery<T>(client: ApiClient, query: ApiQuery<T>): Promise<T> {
  const fromHook = hookRequestFor(query.key);
  if (fromHook) return fromHook as Promise<T>;
  const hash = serialiseKey(query.key);
  const current = preloaded.get(hash);
  if (current && isReusable(current)) return current.promise as Promise<T>;
  const promise = query.fetch(client, query.key);
  const entry = trackSettled(promise);
  preloaded.set(hash, entry);
  promise.then(
    (data) => {
      // Not when a hook took it (SWR stores its own answer) or the session ended meanwhile.
      if (preloaded.get(hash) === entry) void mutate(query.key, data, { revalidate: false });
    },
    // A failure is the screen's first answer as well: it shows it (with Retry) rather than asking twice.
    () => undefined,
  );
  return promise;
}
