// @vitest-environment node
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { createSandbox, createSandboxDatabase, createSandboxHandlers } from './createSandboxHandlers';
import { createFaultRegistry } from './faults/faultRegistry';

const headers = (handlers: ReturnType<typeof createSandboxHandlers>) => handlers.map((handler) => handler.info.header);

describe('createSandboxHandlers', () => {
  it('mounts the control endpoints once when both hosts share a base, relative by default', () => {
    const control = ['GET /__sandbox/health', 'GET /__sandbox/faults', 'POST /__sandbox/faults', 'DELETE /__sandbox/faults', 'POST /__sandbox/reset'];
    const shared = headers(createSandboxHandlers());
    expect(shared.slice(0, control.length)).toEqual(control);
    expect(shared.filter((header) => header.includes('/__sandbox/health'))).toHaveLength(1);
    const split = headers(createSandboxHandlers({ propertyBaseUrl: 'http://a.test', accountsBaseUrl: 'http://b.test' }));
    expect(split.filter((header) => header.includes('/__sandbox/health'))).toEqual(['GET http://a.test/__sandbox/health', 'GET http://b.test/__sandbox/health']);
  });

  it("answers any origin with the '*' base", async () => {
    const server = setupServer(...createSandboxHandlers({ propertyBaseUrl: '*', accountsBaseUrl: '*' }));
    server.listen({ onUnhandledRequest: 'error' });
    try {
      expect(await (await fetch('http://anything.test/__sandbox/health')).json()).toEqual({ status: 'ok' });
    } finally {
      server.close();
    }
  });

  it('shares the faults and database it is given', async () => {
    const faults = createFaultRegistry();
    const db = createSandboxDatabase();
    const server = setupServer(...createSandboxHandlers({ propertyBaseUrl: 'http://p.test', accountsBaseUrl: 'http://p.test', db, faults }));
    server.listen({ onUnhandledRequest: 'error' });
    try {
      db.media.put('a.png', { type: 'image/png', bytes: new Uint8Array([1]) });
      await fetch('http://p.test/__sandbox/faults', { method: 'POST', body: JSON.stringify({ route: '/x', fault: { status: 500 } }) });
      expect(faults.list()).toHaveLength(1);
      await fetch('http://p.test/__sandbox/reset', { method: 'POST' });
      expect(db.media.names()).toEqual([]);
    } finally {
      server.close();
    }
  });
});

describe('createSandbox', () => {
  it('resets the database and clears every fault', () => {
    const sandbox = createSandbox();
    sandbox.db.media.put('a.png', { type: 'image/png', bytes: new Uint8Array([1]) });
    sandbox.faults.set('/x', { status: 500 });
    sandbox.reset();
    expect(sandbox.db.media.names()).toEqual([]);
    expect(sandbox.faults.list()).toEqual([]);
  });
});
