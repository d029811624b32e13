import { isPanelSection } from '@marketplace/domain';
import { signInPaths } from './paths';
import { AgencyPanelRoute, SignInRoute } from './routeComponents';

const sectionOfPath = /^\/agency\/([^/]+)\/?$/;

async function loadPanel(section: string): Promise<void> {
  // The section table lives in the panel's chunk: importing it here would put it in the entry, which
  // the sign-in page downloads too. The section's own chunks are already requested by then.
  const [, { sectionScreens }] = await Promise.all([AgencyPanelRoute.load(), import('../panel/sectionScreens')]);
  if (isPanelSection(section)) await sectionScreens[section].Screen.load();
}

/**
 * The components a path renders first, loaded: the sign-in page, or the panel and its section's
 * screen (the sign-in page instead when there is no token to show the panel with). index.html's
 * route preload has already requested their chunks; waiting for them lets the first render show the
 * page rather than a fallback. A path that only redirects loads nothing.
 */
export function loadRouteCode(path: string, hasToken: boolean): Promise<void> {
  const section = sectionOfPath.exec(path)?.[1];
  if (section !== undefined) return hasToken ? loadPanel(section) : SignInRoute.load();
  return signInPaths.includes(path) ? SignInRoute.load() : Promise.resolve();
}
