import { ThemeProvider } from '@marketplace/ui';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { panelPath } from './routes/paths';
import { RouteFallback } from './routes/RouteFallback';

// Each route is its own chunk: a first visit downloads only the page it lands on.
const SignInRoute = lazy(() => import('./routes/SignInRoute'));
const AgencyPanelRoute = lazy(() => import('./routes/AgencyPanelRoute'));

export function App() {
  const [, navigate] = useLocation();
  return (
    <ThemeProvider>
      {/* react-aria links (sidebar, menus) navigate through the host's router, without reloads. */}
      <RouterProvider navigate={(path) => navigate(path)}>
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
      </RouterProvider>
    </ThemeProvider>
  );
}
