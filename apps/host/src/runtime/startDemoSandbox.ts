import { createSandbox, demoAgencyCredentials, restoreDatabase, saveDatabase } from '@marketplace/sandbox';
import { startSandboxWorker } from '@marketplace/sandbox/browser';

/**
 * Demo mode: the sandbox answers both hosts on the page's own origin through msw's service worker.
 * Loaded only when no API URL is configured, so a production build never downloads it. Its data is
 * saved in the tab's sessionStorage after every change, so a reload (the profile screen reloads after
 * a save) shows what the user did, as a real server would.
 */
export async function startDemoSandbox(): Promise<{ demoCredentials: { email: string; password: string } }> {
  const sandbox = createSandbox({ propertyBaseUrl: '', accountsBaseUrl: '' });
  restoreDatabase(sandbox.db, sessionStorage);
  const worker = await startSandboxWorker(sandbox.handlers);
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') saveDatabase(sandbox.db, sessionStorage);
  });
  return { demoCredentials: demoAgencyCredentials };
}
