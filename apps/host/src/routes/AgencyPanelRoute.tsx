import { useSession } from '@marketplace/api-client';
import { AgencyPanel } from '@marketplace/agency-screens/agency-panel';
import { defaultPanelSection, isPanelSection } from '@marketplace/domain';
import { Suspense } from 'react';
import { Redirect, useParams } from 'wouter';
import { sectionScreens } from '../panel/sectionScreens';
import { panelPath, signInPath } from './paths';
import { RouteFallback } from './RouteFallback';

/** The Agency Panel behind the session guard: the overlay while the session loads, sign-in when there is none. */
export default function AgencyPanelRoute() {
  const { section } = useParams<{ section: string }>();
  const { status } = useSession();
  if (!isPanelSection(section)) return <Redirect to={panelPath(defaultPanelSection)} replace />;
  if (status === 'signedOut') return <Redirect to={signInPath} replace />;
  const Screen = sectionScreens[section];

  return (
    <AgencyPanel currentSection={section} sectionHref={panelPath}>
      <Suspense fallback={<RouteFallback />}>
        <Screen section={section} />
      </Suspense>
    </AgencyPanel>
  );
}
