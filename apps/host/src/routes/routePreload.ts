import type { FirstDataModule } from '../panel/startFirstRenderData';
import type { HostRuntime } from '../runtime/createHostRuntime';
import { hostRoutePreload } from './hostRoutePreload';

/**
 * Starts everything a path renders at once: its chunks in one round (index.html's map lists and
 * requests them), and for a panel section the queries of its screen's first render, keyed on the
 * session's profile, so they run alongside the code and the profile check. The section's first-data
 * module is imported by the URL the map gives: it is among the files just requested, and small,
 * where reaching it through the panel's section table would wait for the panel's code. Resolves once
 * the queries have started (or the module failed to load), so that a first render after it finds
 * them running rather than sending its own.
 */
export function preloadRoute(path: string, runtime: Pick<HostRuntime, 'client' | 'session'>): Promise<void> {
  const firstData = hostRoutePreload()?.(path, runtime.client.hasToken())?.firstData;
  if (!firstData) return Promise.resolve();
  return import(/* @vite-ignore */ firstData).then(
    (module: FirstDataModule) => module.default(runtime),
    () => undefined,
  );
}

// wouter's browser location sends these on every navigation (it patches history's pushState and
// replaceState to dispatch their names), the browser the first on back and forward.
const navigationEvents = ['popstate', 'pushState', 'replaceState'];

/**
 * Preloads each new path as the location changes, before React renders it: a link, a redirect, the
 * sign-in's own navigation, back and forward. Only a new path: a search or a dialog written to the
 * query string is not a new route, and its screen has its data already.
 */
export function preloadOnNavigation(runtime: Pick<HostRuntime, 'client' | 'session'>): void {
  let current = window.location.pathname;
  const onNavigation = () => {
    const path = window.location.pathname;
    if (path === current) return;
    current = path;
    preloadRoute(path, runtime);
  };
  for (const event of navigationEvents) window.addEventListener(event, onNavigation);
}
