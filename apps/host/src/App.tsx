import { MessagesProvider } from '@marketplace/agency-screens/messages';
import { ApiProvider } from '@marketplace/api-client';
import { shellMessages } from '@marketplace/domain';
import { ThemeProvider } from '@marketplace/ui';
import { Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ApplicationErrors } from './errors/ApplicationErrors';
import { applyDocumentLocale, type LoadedLocale } from './locale/hostLocale';
import { HostLocaleContext } from './locale/HostLocaleContext';
import { askBeforeHistoryTraversal, confirmLeaving } from './routes/askBeforeLeaving';
import { panelPath } from './routes/paths';
import { AgencyPanelRoute, SignInRoute } from './routes/routeComponents';
import { RouteFallback } from './routes/RouteFallback';
import type { HostRuntime } from './runtime/createHostRuntime';
import { HostRuntimeContext } from './runtime/HostRuntimeContext';
import { useClearCacheOnSignOut } from './runtime/useClearCacheOnSignOut';

const english: LoadedLocale = { locale: 'en', messages: undefined };

function SessionCacheGuard() {
  useClearCacheOnSignOut();
  return null;
}

/**
 * The host's providers and routes; main.tsx has started the session check and the route's code and
 * data, and loaded the stored language's catalogue (`initialLocale`, English by default).
 */
export function App({ runtime, initialLocale = english }: { runtime: HostRuntime; initialLocale?: LoadedLocale }) {
  const [, navigate] = useLocation();
  const [shown, show] = useState(initialLocale);
  const locale = useMemo(() => ({ ...shown, show }), [shown]);
  // In the commit that shows the new copy, before it is painted: the page never shows one language in the other's direction.
  useLayoutEffect(() => applyDocumentLocale(shown.locale), [shown.locale]);
  // Leaving a page that holds unsaved work is asked in the language shown.
  const leaveQuestion = (shown.messages?.shell ?? shellMessages).leaveUnsavedChanges;
  // After the first commit's paint: in demo mode the sign-in page's sandbox starts now, not before.
  useEffect(() => runtime.pageShown(), [runtime]);
  useEffect(() => askBeforeHistoryTraversal(window.navigation, leaveQuestion), [leaveQuestion]);

  return (
    <HostLocaleContext value={locale}>
      <MessagesProvider messages={shown.messages}>
        <ThemeProvider>
          <HostRuntimeContext.Provider value={runtime}>
            <ApiProvider client={runtime.client} session={runtime.session}>
              <SessionCacheGuard />
              {/* react-aria links (sidebar, menus) navigate through the host's router, without reloads; a page
                  holding unsaved work asks first (the browser asks for reloads and other sites). */}
              <RouterProvider navigate={(path) => confirmLeaving(path, leaveQuestion) && navigate(path)}>
                <ApplicationErrors>
                  <Suspense fallback={<RouteFallback />}>
                    <Switch>
                      <Route path="/agencySignin" component={SignInRoute} />
                      <Route path="/signin" component={SignInRoute} />
                      <Route path="/agency/:section" component={AgencyPanelRoute} />
                      <Route>
                        <Redirect to={panelPath('dashboard')} replace />
                      </Route>
                    </Switch>
                  </Suspense>
                </ApplicationErrors>
              </RouterProvider>
            </ApiProvider>
          </HostRuntimeContext.Provider>
        </ThemeProvider>
      </MessagesProvider>
    </HostLocaleContext>
  );
}
