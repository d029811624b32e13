import type { PanelSection } from '@marketplace/domain';

/** The agency sign-in route (spec 1 and 3). */
export const signInPath = '/agencySignin';

/** The route of an Agency Panel section: `/agency/<section>`. */
export function panelPath(section: PanelSection): string {
  return `/agency/${section}`;
}
