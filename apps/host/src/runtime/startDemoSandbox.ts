import { createSandboxHandlers, demoAgencyCredentials } from '@marketplace/sandbox';
import { startSandboxWorker } from '@marketplace/sandbox/browser';

/**
 * Demo mode: the sandbox answers both hosts on the page's own origin through msw's service worker.
 * Loaded only when no API URL is configured, so a production build never downloads it.
 */
export async function startDemoSandbox(): Promise<{ demoCredentials: { email: string; password: string } }> {
  await startSandboxWorker(createSandboxHandlers({ propertyBaseUrl: '', accountsBaseUrl: '' }));
  return { demoCredentials: demoAgencyCredentials };
}
