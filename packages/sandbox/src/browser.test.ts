import { describe, expect, it, vi } from 'vitest';

import { startSandboxWorker } from './browser';
import { createSandboxHandlers } from './createSandboxHandlers';

const { start, setupWorker } = vi.hoisted(() => {
  const startWorker = vi.fn(() => Promise.resolve(undefined));
  return { start: startWorker, setupWorker: vi.fn((..._handlers: unknown[]) => ({ start: startWorker })) };
});
vi.mock('msw/browser', () => ({ setupWorker }));

describe('startSandboxWorker', () => {
  it('registers the handlers and lets unhandled requests (assets) through, quietly, from the root worker script', async () => {
    const handlers = createSandboxHandlers();
    const worker = await startSandboxWorker(handlers);
    expect(setupWorker).toHaveBeenCalledWith(...handlers);
    expect(start).toHaveBeenCalledWith({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
    expect(worker).toEqual({ start });
  });

  it('takes another worker script location and can log requests', async () => {
    await startSandboxWorker([], { serviceWorkerUrl: '/demo/mockServiceWorker.js', quiet: false });
    expect(start).toHaveBeenLastCalledWith({ onUnhandledRequest: 'bypass', quiet: false, serviceWorker: { url: '/demo/mockServiceWorker.js' } });
  });
});
