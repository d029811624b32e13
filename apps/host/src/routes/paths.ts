import type { PanelSection } from '@marketplace/domain';

/** The route of an Agency Panel section: `/agency/<section>`. */
export function panelPath(section: PanelSection): string {
  return `/agency/${section}`;
}
