import type { PanelSection } from '@marketplace/domain';

/** The agency sign-in route (spec 1 and 3). */
export const signInPath = '/agencySignin';

/** Every path that shows the sign-in page: the agency's, and the common one other pages send to. */
export const signInPaths: readonly string[] = [signInPath, '/signin'];

/** The route of an Agency Panel section: `/agency/<section>`. */
export function panelPath(section: PanelSection): string {
  return `/agency/${section}`;
}
