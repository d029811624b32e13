import { en, panelSections, type PanelSection } from '@marketplace/domain';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface SectionScreenProps {
  section: PanelSection;
}

// Until a section's screen issue lands, it shows the plain 'not available yet' page.
const Unavailable = lazy(async () => {
  const { SectionUnavailableView } = await import('@marketplace/agency-screens/section-unavailable');
  return {
    default: ({ section }: SectionScreenProps) => <SectionUnavailableView sectionTitle={en.shell.sections[section]} />,
  };
});

/** Section id -> lazily loaded screen; each screen is its own chunk. */
export const sectionScreens: Record<PanelSection, LazyExoticComponent<ComponentType<SectionScreenProps>>> =
  Object.fromEntries(panelSections.map((section) => [section, Unavailable])) as Record<
    PanelSection,
    LazyExoticComponent<ComponentType<SectionScreenProps>>
  >;
