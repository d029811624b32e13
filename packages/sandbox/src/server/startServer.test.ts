// @vitest-environment node
import { createServer } from 'node:net';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFaultRegistry } from '../faults/faultRegistry';
import { withFaults } from '../faults/resolveWithFaults';
import { serveOptionsFromEnv, startServer, type RunningSandboxServer } from './serve';

let running: RunningSandboxServer;

beforeAll(async () => {
  running = await startServer({ port: 0 });
});
afterAll(() => running.close());

describe('startServer over real HTTP', () => {
  it('listens on 127.0.0.1 and answers health with CORS headers', async () => {
    expect(running.url).toBe(`http://127.0.0.1:${running.port}`);
    const response = await fetch(`${running.url}/__sandbox/health`, { headers: { Origin: 'http://localhost:5173' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toBe('Origin');
  });

  it('allows any origin when the request names none', async () => {
    const response = await fetch(`${running.url}/__sandbox/health`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a CORS preflight with 204, the methods and the asked headers', async () => {
    const response = await fetch(`${running.url}/api/enquiries/1`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type',
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    expect(response.headers.get('access-control-allow-private-network')).toBe('true');
  });

  it('answers 404 in the contract shape for a route it does not know', async () => {
    const response = await fetch(`${running.url}/api/unknown?x=1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: { en: 'No sandbox handler for GET /api/unknown?x=1' } });
  });

  it('sets faults and resets over HTTP, sharing state with the sandbox it exposes', async () => {
    const set = await fetch(`${running.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ route: 'GET /api/anything', fault: { status: 500 } }),
    });
    expect(set.status).toBe(201);
    expect(running.sandbox?.faults.list()).toHaveLength(1);
    expect((await fetch(`${running.url}/__sandbox/faults`, { method: 'DELETE' })).status).toBe(204);
    expect(running.sandbox?.faults.list()).toEqual([]);
    running.sandbox?.db.media.put('a.png', { type: 'image/png', bytes: new Uint8Array([1]) });
    expect((await fetch(`${running.url}/__sandbox/reset`, { method: 'POST' })).status).toBe(204);
    expect(running.sandbox?.db.media.names()).toEqual([]);
  });
});

describe('startServer with custom handlers', () => {
  const faults = createFaultRegistry();
  let server: RunningSandboxServer;
  let calls = 0;

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      maxBodyBytes: 1024,
      handlers: [
        http.post('/echo', async ({ request }) =>
          HttpResponse.json({ bytes: (await request.arrayBuffer()).byteLength, type: request.headers.get('content-type') }),
        ),
        http.get('/cookies', () => new HttpResponse('ok', { headers: [['Set-Cookie', 'a=1'], ['Set-Cookie', 'b=2']] })),
        http.get('/boom', () => {
          throw new Error('kaput');
        }),
        http.get(
          '/faulty',
          withFaults(faults, () => {
            calls += 1;
            return HttpResponse.text('fine');
          }),
        ),
      ],
    });
  });
  afterAll(() => server.close());

  it('passes bodies through up to the limit and refuses larger ones with 413', async () => {
    const ok = await fetch(`${server.url}/echo`, { method: 'POST', body: new Uint8Array(1024), headers: { 'Content-Type': 'application/octet-stream' } });
    expect(await ok.json()).toEqual({ bytes: 1024, type: 'application/octet-stream' });
    const tooLarge = await fetch(`${server.url}/echo`, { method: 'POST', body: new Uint8Array(1025) });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: { en: 'Request body exceeds 1024 bytes' } });
  });

  it('counts a streamed body without Content-Length against the limit', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(600));
        controller.enqueue(new Uint8Array(600));
        controller.close();
      },
    });
    const response = await fetch(`${server.url}/echo`, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('keeps every Set-Cookie header', async () => {
    const response = await fetch(`${server.url}/cookies`);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });

  it('answers a throwing handler with 500 and keeps serving', async () => {
    const response = await fetch(`${server.url}/boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: { en: 'Sandbox handler failed: kaput' } });
    expect((await fetch(`${server.url}/faulty`)).status).toBe(200);
  });

  it('drops the connection for a network-error fault, and keeps serving', async () => {
    faults.set('/faulty', { networkError: true, times: 1 });
    await expect(fetch(`${server.url}/faulty`)).rejects.toThrow(TypeError);
    expect(await (await fetch(`${server.url}/faulty`)).text()).toBe('fine');
  });

  it('holds a never-answering request until the client gives up, then releases it', async () => {
    const hold = vi.spyOn(faults, 'hold');
    faults.set('/faulty', { never: true, times: 1 });
    await expect(fetch(`${server.url}/faulty`, { signal: AbortSignal.timeout(100) })).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(hold.mock.results[0]?.value).resolves.toBeUndefined();
    expect(await (await fetch(`${server.url}/faulty`)).text()).toBe('fine');
  });

  it('aborts the handler request when the client hangs up during a delay', async () => {
    faults.set('/faulty', { delayMs: 200, times: 1 });
    const before = calls;
    await expect(fetch(`${server.url}/faulty`, { signal: AbortSignal.timeout(30) })).rejects.toMatchObject({ name: 'TimeoutError' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(calls).toBe(before);
  });
});

describe('startServer ports', () => {
  it('refuses a taken port, or moves to the next free one when allowed', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    const taken = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(startServer({ port: taken })).rejects.toMatchObject({ code: 'EADDRINUSE' });
      const moved = await startServer({ port: taken, fallbackPorts: 3 });
      expect(moved.port).not.toBe(taken);
      expect((await fetch(`${moved.url}/__sandbox/health`)).status).toBe(200);
      await moved.close();
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

describe('serveOptionsFromEnv', () => {
  it('uses 4010 with fallbacks by default, an exact SANDBOX_PORT otherwise, and the base prefixes', () => {
    expect(serveOptionsFromEnv({})).toEqual({ port: 4010, fallbackPorts: 20, sandbox: { propertyBaseUrl: '', accountsBaseUrl: '' } });
    expect(serveOptionsFromEnv({ SANDBOX_PORT: '5000', SANDBOX_PROPERTY_BASE: '/property', SANDBOX_ACCOUNTS_BASE: '/accounts' })).toEqual({
      port: 5000,
      fallbackPorts: 0,
      sandbox: { propertyBaseUrl: '/property', accountsBaseUrl: '/accounts' },
    });
    expect(() => serveOptionsFromEnv({ SANDBOX_PORT: 'abc' })).toThrow('SANDBOX_PORT must be a port number: abc');
    expect(() => serveOptionsFromEnv({ SANDBOX_PORT: '70000' })).toThrow(RangeError);
  });
});
