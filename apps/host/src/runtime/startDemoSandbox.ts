import { createSandbox, createSandboxDatabase, persistDatabase } from '@marketplace/sandbox';
import { shareMediaThroughCache, startSandboxWorker } from '@marketplace/sandbox/browser';
import { afterNextPaint } from './afterNextPaint';
import { saveWhenIdle } from './saveWhenIdle';

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Demo mode: the sandbox answers both hosts on the page's own origin through msw's service worker.
 * Loaded only when no API URL is configured, so a production build never downloads it, and started
 * beside the first render: the client holds its calls until it answers. What the user changes is
 * kept in the tab's sessionStorage (only the changes, written when the page is idle or left), so a
 * reload shows what the user did, as a real server would; uploaded media also in the origin's Cache
 * API, which every tab and the service worker read.
 */
export async function startDemoSandbox(): Promise<void> {
  // The service worker registers while the seed is built; its handlers join once they exist.
  // Its script adds the uploaded media (kept in the Cache API below) for tabs that open a media URL on their own.
  const starting = startSandboxWorker([], { serviceWorkerUrl: '/sandboxServiceWorker.js' });
  // Building the seed is long work: let the page paint what it has first (the sign-in form), and give
  // the browser a turn between its parts (the seeded database, the handlers, the saved changes), so
  // that no single task holds the page for the whole of it.
  await afterNextPaint();
  const db = createSandboxDatabase();
  // Uploads are also kept where every tab and the service worker read them, so a media URL pasted in a
  // CSV opens in another tab (before the saved changes are put back, so restored uploads are kept too).
  shareMediaThroughCache(db.media);
  await yieldToBrowser();
  const sandbox = createSandbox({ propertyBaseUrl: '', accountsBaseUrl: '', db });
  await yieldToBrowser();
  // Saves run later, once the page is idle: `persistence` exists by then.
  const saving = saveWhenIdle(() => persistence.save());
  const persistence = persistDatabase(sandbox.db, sessionStorage, { onChange: saving.schedule });
  (await starting).use(...sandbox.handlers);
}
