import { panelSections, shellMessages, type PanelSection } from '@marketplace/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface SectionScreenProps {
  section: PanelSection;
}

// Until a section's screen issue lands, it shows the plain 'not available yet' page.
const Unavailable = lazy(async () => {
  const { SectionUnavailableView } = await import('@marketplace/agency-screens/section-unavailable');
  return {
    default: ({ section }: SectionScreenProps) => <SectionUnavailableView sectionTitle={shellMessages.sections[section]} />,
  };
});

type SectionScreen = LazyExoticComponent<ComponentType<SectionScreenProps>>;

const screens: Partial<Record<PanelSection, SectionScreen>> = {
  'agency-profile': lazy(() => import('./AgencyProfileSection')),
  'bulk-upload': lazy(() => import('./BulkUploadSection')),
  dashboard: lazy(() => import('./DashboardSection')),
  'inquiry-management': lazy(() => import('./InquiryManagementSection')),
};

/** Section id -> lazily loaded screen; each screen is its own chunk. */
export const sectionScreens = Object.fromEntries(
  panelSections.map((section) => [section, screens[section] ?? Unavailable]),
) as Record<PanelSection, SectionScreen>;
