// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createSandbox } from './createSandboxHandlers';
import { createSandboxServer } from './node';

describe('createSandboxServer', () => {
  it('intercepts fetch in this process with the sandbox handlers, and takes overrides', async () => {
    const sandbox = createSandbox({ propertyBaseUrl: 'http://property.test', accountsBaseUrl: 'http://accounts.test' });
    const server = createSandboxServer(sandbox.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      expect(await (await fetch('http://accounts.test/__sandbox/health')).json()).toEqual({ status: 'ok' });
      server.use(http.get('http://accounts.test/__sandbox/health', () => HttpResponse.json({ status: 'overridden' })));
      expect(await (await fetch('http://accounts.test/__sandbox/health')).json()).toEqual({ status: 'overridden' });
    } finally {
      server.close();
    }
  });
});
