import type { SwrKey } from '../swrKeys';

/** A request `preloadApiQuery` started, waiting for the hook that shows its answer. */
export interface Preloaded {
  readonly promise: Promise<unknown>;
  settledAt: number | null;
}

/**
 * An answer that arrived this long ago is still handed to the hook that mounts for it instead of a
 * new request. A cold load's screen mounts when its code and the profile check are in, which can be
 * seconds after the data on a slow or busy device; past this, the screen shows the preloaded answer
 * from the cache and asks again in the background, as SWR does with any cached data.
 */
export const preloadReuseMs = 5_000;

// By serialised key. An entry leaves when a hook takes it, or on forgetPreloadedQueries.
// Apart from preloadApiQuery, so the sign-out that forgets them does not bring the preloading code along.
export const preloaded = new Map<string, Preloaded>();

/**
 * A key as text, records with their names in order, so equal keys meet in the map. Not SWR's
 * `unstable_serialize`: that lives in SWR's main module, which would bring `useSWR` along.
 */
export function serialiseKey(key: SwrKey): string {
  const parts = key.map((part) => (part !== null && typeof part === 'object' ? Object.keys(part).sort().map((name) => [name, part[name]]) : part));
  return JSON.stringify(parts, (_name, value: unknown) => (value === undefined ? { undefined: true } : value));
}

/** An entry for a running request, whose `settledAt` is set when it answers or fails. */
export function trackSettled(promise: Promise<unknown>): Preloaded {
  const entry: Preloaded = { promise, settledAt: null };
  const settle = () => {
    entry.settledAt = Date.now();
  };
  promise.then(settle, settle);
  return entry;
}

/** Whether a hook mounting now may take the entry instead of sending its own request. */
export function isReusable(entry: Preloaded): boolean {
  return entry.settledAt === null || Date.now() - entry.settledAt < preloadReuseMs;
}

/** The running or fresh preloaded request of a key, handed over once; `undefined` when there is none. */
export function takePreloadedQuery<T>(key: SwrKey): Promise<T> | undefined {
  const hash = serialiseKey(key);
  const entry = preloaded.get(hash);
  if (!entry) return undefined;
  preloaded.delete(hash);
  return isReusable(entry) ? (entry.promise as Promise<T>) : undefined;
}

// Requests hooks sent themselves, by serialised key: a preload asked for after a screen has already
// asked (a route preload that lost the race to the first render) takes that request rather than
// sending a second one, and never writes its own answer over the screen's.
const hookRequests = new Map<string, Preloaded>();

/** Records a request a hook sent itself, for a later preload of the same key; returns it. */
export function recordHookRequest<T>(key: SwrKey, promise: Promise<T>): Promise<T> {
  for (const [hash, entry] of hookRequests) if (!isReusable(entry)) hookRequests.delete(hash);
  hookRequests.set(serialiseKey(key), trackSettled(promise));
  return promise;
}

/** A request a hook sent for the key, while it runs or within `preloadReuseMs` of its answer. */
export function hookRequestFor(key: SwrKey): Promise<unknown> | undefined {
  const entry = hookRequests.get(serialiseKey(key));
  return entry && isReusable(entry) ? entry.promise : undefined;
}

/** Drops a key's preloaded and hook-sent requests: after a change, neither may stand in for the reload. */
export function forgetQuery(key: SwrKey): void {
  const hash = serialiseKey(key);
  preloaded.delete(hash);
  hookRequests.delete(hash);
}

/** Drops every preloaded request, so nothing loaded for one session reaches the next. */
export function forgetPreloadedQueries(): void {
  preloaded.clear();
  hookRequests.clear();
}
