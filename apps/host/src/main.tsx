import { validateWithoutEval } from '@marketplace/domain';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from './App';
import { applyDocumentLocale, loadLocale, readStoredLocale, type LoadedLocale } from './locale/hostLocale';
import { loadRouteCode } from './routes/loadRouteCode';
import { signInPath } from './routes/paths';
import { signInPathAfter } from './routes/returnPath';
import { preloadOnNavigation, preloadRoute } from './routes/routePreload';
import { createHostRuntime, type HostRuntime } from './runtime/createHostRuntime';

// The page ships a Content-Security-Policy without 'unsafe-eval' (build/contentSecurityPolicyPlugin.ts).
validateWithoutEval();

const container = document.getElementById('root');
if (!container) throw new Error('The host page has no #root element.');

// The stored language, on the page before anything renders: a reload in Arabic paints right to left
// from its first frame (index.html says en/ltr, and its Content-Security-Policy allows no new inline
// script). Its catalogue loads beside the route's code; English loads nothing.
const storedLocale = readStoredLocale();
applyDocumentLocale(storedLocale);
const locale = loadLocale(storedLocale);

// index.html's route preload has already requested the route's chunks. Here its first-render queries
// (keyed on the stored profile) and the profile check start side by side; React renders once the
// route's components have loaded and its queries have started (a load that fails renders anyway: the
// route's boundary reports it), so the first render is the page, and the screen takes the running
// queries or reads their answers from the cache rather than sending its own.
const start = (runtime: HostRuntime) => {
  const path = window.location.pathname;
  const firstData = preloadRoute(path, runtime);
  preloadOnNavigation(runtime);
  void runtime.session.load();
  // As a transition, React renders the first page in slices that yield to the browser between them,
  // instead of one task as long as the whole page (over 100 ms for a panel section with its rows).
  const render = (initialLocale: LoadedLocale) =>
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <App runtime={runtime} initialLocale={initialLocale} />
        </StrictMode>,
      ),
    );
  // The demo credentials too: the sign-in form shows them, and would otherwise first commit a fallback.
  // A catalogue that cannot load leaves the page in English (App sets the direction back) rather than blank.
  const shown = locale.catch((): LoadedLocale => ({ locale: 'en', messages: undefined }));
  const rendered = () => void shown.then(render);
  Promise.all([loadRouteCode(path, runtime.client.hasToken()), firstData, runtime.demoCredentialsLoaded, shown]).then(rendered, rendered);
};

start(
  createHostRuntime({
    env: import.meta.env,
    // Signing out leads to the agency sign-in (spec 1 section 4, spec 3 section 2). A session that ends
    // by itself is the panel route's to handle: it asks to sign in again over the page, keeping it.
    onSignedOut: (reason) => {
      const { pathname, search } = window.location;
      if (reason === 'signOut' && pathname !== signInPath) navigate(signInPathAfter(reason, pathname, search), { replace: true });
    },
  }),
);
