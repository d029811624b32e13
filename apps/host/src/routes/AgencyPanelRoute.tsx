import { useSession } from '@marketplace/api-client';
import { AgencyPanelView } from '@marketplace/agency-screens/agency-panel';
import { defaultPanelSection, isPanelSection } from '@marketplace/domain';
import { Suspense } from 'react';
import { Redirect, useParams } from 'wouter';
import { sectionScreens } from '../panel/sectionScreens';
import { panelPath, signInPath } from './paths';
import { RouteFallback } from './RouteFallback';

/** The Agency Panel behind the session guard: the overlay while the session loads, sign-in when there is none. */
export default function AgencyPanelRoute() {
  const { section } = useParams<{ section: string }>();
  const { status, profile, signOut } = useSession();
  if (!isPanelSection(section)) return <Redirect to={panelPath(defaultPanelSection)} replace />;
  if (status === 'signedOut') return <Redirect to={signInPath} replace />;
  const Screen = sectionScreens[section];

  return (
    <AgencyPanelView
      user={profile}
      currentSection={section}
      sectionHref={panelPath}
      onSignOut={signOut}
      isLoading={status !== 'signedIn'}
    >
      <Suspense fallback={<RouteFallback />}>
        <Screen section={section} />
      </Suspense>
    </AgencyPanelView>
  );
}
