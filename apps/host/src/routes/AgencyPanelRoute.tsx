import { defaultPanelSection, en, isPanelSection, panelSections } from '@marketplace/domain';
import { AppShell, SidebarNav, SidebarNavItem } from '@marketplace/ui';
import { Suspense } from 'react';
import { Redirect, useParams } from 'wouter';
import { sectionScreens } from '../panel/sectionScreens';
import { panelPath } from './paths';
import { RouteFallback } from './RouteFallback';

/** The Agency Panel: sidebar of spec 3 section 2.1 around the current section's screen. */
export default function AgencyPanelRoute() {
  const { section } = useParams<{ section: string }>();
  if (!isPanelSection(section)) return <Redirect to={panelPath(defaultPanelSection)} replace />;
  const Screen = sectionScreens[section];

  return (
    <AppShell
      brand={en.shell.panelTitle}
      navigation={
        <SidebarNav>
          {panelSections.map((id) => (
            <SidebarNavItem key={id} href={panelPath(id)} isCurrent={id === section}>
              {en.shell.sections[id]}
            </SidebarNavItem>
          ))}
        </SidebarNav>
      }
    >
      <Suspense fallback={<RouteFallback />}>
        <Screen section={section} />
      </Suspense>
    </AppShell>
  );
}
