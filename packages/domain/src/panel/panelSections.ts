/** The Agency Panel's sidebar sections, in the order of spec 3 section 2.1; dashboard is the default. */
export const panelSections = [
  'dashboard',
  'add-new-property',
  'admin-reviewed',
  'developer-reviewed',
  'bulk-upload',
  'inquiry-management',
  'agent-management',
  'team-management',
  'agency-profile',
  'manage-agents',
] as const;

export type PanelSection = (typeof panelSections)[number];

export const defaultPanelSection: PanelSection = 'dashboard';

export function isPanelSection(value: string | undefined): value is PanelSection {
  return (panelSections as readonly string[]).includes(value ?? '');
}
