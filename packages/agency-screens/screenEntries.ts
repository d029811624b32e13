import type { PanelSection } from '@marketplace/domain';

/** One screen of the package: its folder under `src/` and the host section that shows it, if any. */
export interface ScreenEntry {
  /** `src/<folder>/index.ts`, built to `dist/<folder>/index.js`, exported as `./<kebab-case folder>`. */
  readonly folder: string;
  /** The Agency Panel section the host renders it in; null for screens the host places itself. */
  readonly hostSection: PanelSection | null;
}

/**
 * The one list of the package's entries. The build's entries come from it (tsup.config.ts), and
 * tests check package.json's `exports` (src/packageEntries.test.ts) and the host's section table
 * (apps/host/src/panel/sectionScreens.test.ts) against it. Adding a screen starts here.
 */
export const screenEntries: readonly ScreenEntry[] = [
  { folder: 'AdminReviewed', hostSection: 'admin-reviewed' },
  { folder: 'AgencyPanel', hostSection: null },
  { folder: 'AgencyProfile', hostSection: 'agency-profile' },
  { folder: 'AgentList', hostSection: 'manage-agents' },
  { folder: 'AgentManagement', hostSection: 'agent-management' },
  { folder: 'BulkUpload', hostSection: 'bulk-upload' },
  { folder: 'DashboardOverview', hostSection: 'dashboard' },
  { folder: 'DeveloperReviewed', hostSection: 'developer-reviewed' },
  { folder: 'FaqDialog', hostSection: null },
  { folder: 'InquiryManagement', hostSection: 'inquiry-management' },
  { folder: 'MapPicker', hostSection: null },
  { folder: 'MediaEditor', hostSection: null },
  { folder: 'ProjectChooser', hostSection: 'add-new-property' },
  { folder: 'PropertyForm', hostSection: null },
  { folder: 'RoiCalculator', hostSection: null },
  { folder: 'SectionUnavailable', hostSection: null },
  { folder: 'SignIn', hostSection: null },
  { folder: 'TeamManagement', hostSection: 'team-management' },
];

/**
 * Entries that are not screens: the messages context every screen reads its copy from, and the
 * screens' first-render data declarations without their views (a host loads them at route match).
 */
export const sharedEntries: readonly string[] = ['messages', 'firstRenderData'];

/** `InquiryManagement` -> `inquiry-management`, the export subpath. */
export function exportSubpath(folder: string): string {
  return folder.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase();
}
