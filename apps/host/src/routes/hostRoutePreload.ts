import type { HostRoutePreload, WindowWithRoutePreload } from '../../build/routePreloadRuntime';

/** index.html's route preload (build/routePreloadPlugin.ts); undefined where the page was not built with it (unit tests). */
export function hostRoutePreload(): HostRoutePreload | undefined {
  return (window as WindowWithRoutePreload).__hostRoutePreload;
}
