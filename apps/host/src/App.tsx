import { ApiProvider } from '@marketplace/api-client';
import { ThemeProvider } from '@marketplace/ui';
import { Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ApplicationErrors } from './errors/ApplicationErrors';
import { askBeforeHistoryTraversal, confirmLeaving } from './routes/askBeforeLeaving';
import { panelPath } from './routes/paths';
import { AgencyPanelRoute, SignInRoute } from './routes/routeComponents';
import { RouteFallback } from './routes/RouteFallback';
import type { HostRuntime } from './runtime/createHostRuntime';
import { HostRuntimeContext } from './runtime/HostRuntimeContext';
import { useClearCacheOnSignOut } from './runtime/useClearCacheOnSignOut';

function SessionCacheGuard() {
  useClearCacheOnSignOut();
  return null;
}

/** The host's providers and routes; main.tsx has started the session check and the route's code and data. */
export function App({ runtime }: { runtime: HostRuntime }) {
  const [, navigate] = useLocation();
  // After the first commit's paint: in demo mode the sign-in page's sandbox starts now, not before.
  useEffect(() => runtime.pageShown(), [runtime]);
  useEffect(() => askBeforeHistoryTraversal(window.navigation), []);

  return (
    <ThemeProvider>
      <HostRuntimeContext.Provider value={runtime}>
        <ApiProvider client={runtime.client} session={runtime.session}>
          <SessionCacheGuard />
          {/* react-aria links (sidebar, menus) navigate through the host's router, without reloads; a page
              holding unsaved work asks first (the browser asks for reloads and other sites). */}
          <RouterProvider navigate={(path) => confirmLeaving(path) && navigate(path)}>
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
  );
}
