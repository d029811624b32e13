import { useShellMessages } from '@marketplace/agency-screens/messages';
import { panelSections, type PanelSection } from '@marketplace/domain';
import { preloadableLazy, type PreloadableComponent } from '../routes/preloadableLazy';
import type { FirstDataModule } from './startFirstRenderData';

export interface SectionScreenProps {
  section: PanelSection;
}

/** A section's screen and, in a chunk of its own, the module that starts its first render's queries. */
export interface SectionScreen {
  /** `Screen.load()` before a first render shows it without a fallback. */
  Screen: PreloadableComponent<SectionScreenProps>;
  /** Null for a screen that reads no data. index.html's route preload loads the same chunk by URL (build/routePreloadModules.ts). */
  loadFirstData: (() => Promise<FirstDataModule>) | null;
}

// Until a section's screen issue lands, it shows the plain 'not available yet' page.
const unavailable: SectionScreen = {
  Screen: preloadableLazy(async () => {
    const { SectionUnavailableView } = await import('@marketplace/agency-screens/section-unavailable');
    return {
      default: function SectionUnavailable({ section }: SectionScreenProps) {
        return <SectionUnavailableView sectionTitle={useShellMessages().sections[section]} />;
      },
    };
  }),
  loadFirstData: null,
};

const screens: Partial<Record<PanelSection, SectionScreen>> = {
  'add-new-property': { Screen: preloadableLazy(() => import('./AddNewPropertySection')), loadFirstData: () => import('./projectChooserFirstData') },
  'admin-reviewed': { Screen: preloadableLazy(() => import('./AdminReviewedSection')), loadFirstData: () => import('./adminReviewedFirstData') },
  'agency-profile': { Screen: preloadableLazy(() => import('./AgencyProfileSection')), loadFirstData: () => import('./agencyProfileFirstData') },
  'agent-management': { Screen: preloadableLazy(() => import('./AgentManagementSection')), loadFirstData: () => import('./agentManagementFirstData') },
  'bulk-upload': { Screen: preloadableLazy(() => import('./BulkUploadSection')), loadFirstData: () => import('./bulkUploadFirstData') },
  dashboard: { Screen: preloadableLazy(() => import('./DashboardSection')), loadFirstData: () => import('./dashboardOverviewFirstData') },
  'developer-reviewed': { Screen: preloadableLazy(() => import('./DeveloperReviewedSection')), loadFirstData: () => import('./developerReviewedFirstData') },
  'inquiry-management': { Screen: preloadableLazy(() => import('./InquiryManagementSection')), loadFirstData: () => import('./inquiryManagementFirstData') },
  'manage-agents': { Screen: preloadableLazy(() => import('./AgentListSection')), loadFirstData: () => import('./agentListFirstData') },
  'team-management': { Screen: preloadableLazy(() => import('./TeamManagementSection')), loadFirstData: () => import('./teamManagementFirstData') },
};

/** Section id -> its lazily loaded screen and first-data module; each is its own chunk. */
export const sectionScreens = Object.fromEntries(
  panelSections.map((section) => [section, screens[section] ?? unavailable]),
) as Record<PanelSection, SectionScreen>;
