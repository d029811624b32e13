import type { RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';

/** Options of {@link startSandboxWorker}. */
export interface SandboxWorkerOptions {
  /**
   * Where the host serves msw's worker script (`msw init public --save` puts it at the root).
   * @default '/mockServiceWorker.js'
   */
  readonly serviceWorkerUrl?: string;
  /**
   * Silences msw's console log of each handled request.
   * @default true
   */
  readonly quiet?: boolean;
}

/**
 * Starts the sandbox in the browser (the host's demo mode): the service worker answers the
 * sandbox's routes; everything else (scripts, styles, images, fonts) goes to the network untouched.
 */
export async function startSandboxWorker(handlers: readonly RequestHandler[], options: SandboxWorkerOptions = {}): Promise<SetupWorker> {
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? true,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return worker;
}

export { shareMediaThroughCache, sharedMediaCacheName, type SharedMediaOptions } from './sharedMedia';
