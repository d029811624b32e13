import { useSession } from '@marketplace/api-client';
import { AgencyPanel, type PanelLanguages } from '@marketplace/agency-screens/agency-panel';
import { useShellMessages } from '@marketplace/agency-screens/messages';
import { defaultPanelSection, isPanelSection, type PanelSection } from '@marketplace/domain';
import { ImageSourcePolicyProvider } from '@marketplace/ui';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { PanelToastsContext, usePanelToastHost } from '../panel/panelToasts';
import { preloadSection } from '../panel/preloadSectionData';
import { sectionScreens } from '../panel/sectionScreens';
import { useHostLocale } from '../locale/HostLocaleContext';
import { hostLanguages, isHostLocale, localeTag, switchLocale } from '../locale/switchLocale';
import { useHostRuntime } from '../runtime/HostRuntimeContext';
import { panelPath } from './paths';
import { signInPathAfter } from './returnPath';
import { RouteFallback } from './RouteFallback';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * The Agency Panel behind the session guard: the overlay while the session loads, sign-in when there
 * is none. A session that ends by itself under a shown panel keeps the page: the panel asks to sign in
 * again over it, so nothing typed is lost (docs/decisions.md, 'Host and session').
 */
export default function AgencyPanelRoute() {
  const { section } = useParams<{ section: string }>();
  const { status, signOutReason } = useSession();
  const search = useSearch();
  const [, navigate] = useLocation();
  const runtime = useHostRuntime();
  // Whether this page has shown the panel signed in (state adjusted while rendering, as React advises).
  const [wasSignedIn, setWasSignedIn] = useState(false);
  if (status === 'signedIn' && !wasSignedIn) setWasSignedIn(true);
  const returnTo = isPanelSection(section) ? signInPathAfter(signOutReason, panelPath(section), search ? `?${search}` : '') : '';
  const leaveForSignIn = useCallback(() => navigate(returnTo, { replace: true }), [navigate, returnTo]);
  const shellMessages = useShellMessages();
  useDocumentTitle(shellMessages.documentTitle(isPanelSection(section) ? shellMessages.sections[section] : shellMessages.panelTitle));
  // The profile menu's language choice: switches the whole page at once and keeps the choice.
  const hostLocale = useHostLocale();
  const languages = useMemo<PanelLanguages>(
    () => ({ options: hostLanguages, selected: hostLocale.locale, onChange: (id) => void (isHostLocale(id) && switchLocale(id, hostLocale)) }),
    [hostLocale],
  );
  // A sidebar link the pointer rests on or the keyboard reaches: its code and data start before the click.
  const onSectionIntent = useCallback((next: PanelSection) => next !== section && preloadSection(next, runtime), [runtime, section]);
  const { toasts, Region: ToastRegion } = usePanelToastHost();
  if (!isPanelSection(section)) return <Redirect to={panelPath(defaultPanelSection)} replace />;
  if (status === 'signedOut' && (!wasSignedIn || signOutReason === 'signOut')) return <Redirect to={returnTo} replace />;
  const { Screen } = sectionScreens[section];

  // Pictures from other hosts are never requested (a stored address would be a tracking pixel). Here
  // rather than around the whole app: the sign-in page shows no server picture, and its first load is budgeted.
  return (
    // react-aria's locale (its own words, number fields, arrow keys in right-to-left, the screens' dates
    // and numbers) follows the language shown; the provider stays through a switch, so nothing remounts.
    <I18nProvider locale={localeTag(hostLocale.locale)}>
      <ImageSourcePolicyProvider allowedOrigins={runtime.mediaOrigins}>
        <AgencyPanel
          currentSection={section}
          sectionHref={panelPath}
          onSectionIntent={onSectionIntent}
          onLeaveForSignIn={leaveForSignIn}
          languages={languages}
        >
          <PanelToastsContext value={toasts}>
            <Suspense fallback={<RouteFallback />}>
              <Screen section={section} />
            </Suspense>
          </PanelToastsContext>
          {ToastRegion ? <ToastRegion /> : null}
        </AgencyPanel>
      </ImageSourcePolicyProvider>
    </I18nProvider>
  );
}
