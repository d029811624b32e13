import { isPanelSection, type PanelSection } from '@marketplace/domain';
import { hostRoutePreload } from '../routes/hostRoutePreload';
import { panelPath } from '../routes/paths';
import type { HostRuntime } from '../runtime/createHostRuntime';
import { sectionScreens } from './sectionScreens';

/**
 * Starts the queries a section's screen reads on its first render (its first-data module names them),
 * so they run alongside its code and the profile check; the screen then renders from the cache. A
 * module that fails to load is only a missed head start: the screen's own requests report.
 */
export function preloadSectionData(section: string, runtime: Pick<HostRuntime, 'client' | 'session'>): void {
  if (!isPanelSection(section)) return;
  sectionScreens[section].loadFirstData?.().then(
    (module) => module.default(runtime),
    () => undefined,
  );
}

/** A section the user is about to open (a sidebar link under the pointer or in focus): its chunks and its first render's queries. */
export function preloadSection(section: PanelSection, runtime: Pick<HostRuntime, 'client' | 'session'>): void {
  hostRoutePreload()?.(panelPath(section), true);
  preloadSectionData(section, runtime);
}
