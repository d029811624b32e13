import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { App } from './App';
import { signInPath } from './routes/paths';
import { createHostRuntime } from './runtime/createHostRuntime';

const container = document.getElementById('root');
if (!container) throw new Error('The host page has no #root element.');

// Not a top-level await: one turns off rolldown's chunk optimisations (merging common chunks into
// the chunks that load them), and a first visit then downloads more, smaller chunks.
void createHostRuntime({
  env: import.meta.env,
  // Every way a session ends leads back to the agency sign-in (spec 1 section 4, spec 3 section 2).
  onSignedOut: () => {
    if (window.location.pathname !== signInPath) navigate(signInPath, { replace: true });
  },
}).then((runtime) => {
  createRoot(container).render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
});
