import { useSession } from '@marketplace/api-client';
import { AgencyPanel } from '@marketplace/agency-screens/agency-panel';
import { defaultPanelSection, isPanelSection, shellMessages, type PanelSection } from '@marketplace/domain';
import { Suspense, useCallback } from 'react';
import { Redirect, useParams, useSearch } from 'wouter';
import { preloadSection } from '../panel/preloadSectionData';
import { sectionScreens } from '../panel/sectionScreens';
import { useHostRuntime } from '../runtime/HostRuntimeContext';
import { panelPath } from './paths';
import { signInPathAfter } from './returnPath';
import { RouteFallback } from './RouteFallback';
import { useDocumentTitle } from './useDocumentTitle';

/** The Agency Panel behind the session guard: the overlay while the session loads, sign-in when there is none. */
export default function AgencyPanelRoute() {
  const { section } = useParams<{ section: string }>();
  const { status, signOutReason } = useSession();
  const search = useSearch();
  const runtime = useHostRuntime();
  useDocumentTitle(shellMessages.documentTitle(isPanelSection(section) ? shellMessages.sections[section] : shellMessages.panelTitle));
  // A sidebar link the pointer rests on or the keyboard reaches: its code and data start before the click.
  const onSectionIntent = useCallback((next: PanelSection) => next !== section && preloadSection(next, runtime), [runtime, section]);
  if (!isPanelSection(section)) return <Redirect to={panelPath(defaultPanelSection)} replace />;
  if (status === 'signedOut') return <Redirect to={signInPathAfter(signOutReason, panelPath(section), search ? `?${search}` : '')} replace />;
  const { Screen } = sectionScreens[section];

  return (
    <AgencyPanel currentSection={section} sectionHref={panelPath} onSectionIntent={onSectionIntent}>
      <Suspense fallback={<RouteFallback />}>
        <Screen section={section} />
      </Suspense>
    </AgencyPanel>
  );
}
