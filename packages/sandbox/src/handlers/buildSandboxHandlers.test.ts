// @vitest-environment node
import { HttpHandler, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCollection } from '../db/collection';
import { createDatabase } from '../db/database';
import { createFaultRegistry } from '../faults/faultRegistry';
import { buildSandboxHandlers, type SandboxRouteModule } from './buildSandboxHandlers';

const property = 'http://property.test';
const accounts = 'http://accounts.test';

const db = createDatabase(() => ({ enquiries: createCollection([{ id: 1, status: 'NEW' }]) }));
type Db = typeof db;
const faults = createFaultRegistry();
const enquiryResolver = vi.fn();

const enquiryRoutes: SandboxRouteModule<Db> = (context) => [
  context.property.get('/api/enquiries/:id', ({ params }) => {
    enquiryResolver();
    const enquiry = context.db.enquiries.get(String(params.id));
    return enquiry ? HttpResponse.json(enquiry) : HttpResponse.json({ message: { en: 'Not found' } }, { status: 404 });
  }),
  context.property.patch('/api/enquiries/:id', async ({ params, request }) => {
    const body = (await request.json()) as { status: string };
    return HttpResponse.json(context.db.enquiries.update(String(params.id), { status: body.status }) ?? null);
  }),
  context.accounts.get('/api/profile', () => HttpResponse.json({ data: { id: 9 } })),
];

const server = setupServer(
  ...buildSandboxHandlers({ propertyBaseUrl: property, accountsBaseUrl: `${accounts}/`, db, faults, routes: [enquiryRoutes] }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  db.reset();
  faults.clear();
  enquiryResolver.mockClear();
});
afterAll(() => server.close());

const setFault = (body: unknown, base = property) =>
  fetch(`${base}/__sandbox/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('route modules', () => {
  it('mount under their host and share the database', async () => {
    const patched = await fetch(`${property}/api/enquiries/1`, { method: 'PATCH', body: JSON.stringify({ status: 'CLOSED' }) });
    expect(await patched.json()).toEqual({ id: 1, status: 'CLOSED' });
    expect(await (await fetch(`${property}/api/enquiries/1`)).json()).toEqual({ id: 1, status: 'CLOSED' });
    expect(await (await fetch(`${accounts}/api/profile`)).json()).toEqual({ data: { id: 9 } });
  });

  it('are mounted under their own host only, after the control endpoints of each distinct host', () => {
    const routes = server.listHandlers().flatMap((handler) => (handler instanceof HttpHandler ? [handler.info.header] : []));
    expect(routes).toEqual([
      'GET http://property.test/__sandbox/health',
      'GET http://property.test/__sandbox/faults',
      'POST http://property.test/__sandbox/faults',
      'DELETE http://property.test/__sandbox/faults',
      'POST http://property.test/__sandbox/reset',
      'POST http://property.test/__sandbox/hostile-text',
      'GET http://accounts.test/__sandbox/health',
      'GET http://accounts.test/__sandbox/faults',
      'POST http://accounts.test/__sandbox/faults',
      'DELETE http://accounts.test/__sandbox/faults',
      'POST http://accounts.test/__sandbox/reset',
      'POST http://accounts.test/__sandbox/hostile-text',
      'GET http://property.test/api/enquiries/:id',
      'PATCH http://property.test/api/enquiries/:id',
      'GET http://accounts.test/api/profile',
    ]);
  });
});

describe('control endpoints', () => {
  it('answer health under both hosts', async () => {
    for (const base of [property, accounts]) {
      const response = await fetch(`${base}/__sandbox/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    }
  });

  it('set a fault that the route then answers, list it and clear it', async () => {
    const created = await setFault({ route: 'GET /api/enquiries/:id', fault: { status: 503, body: { message: { en: 'Down' } } } });
    expect(created.status).toBe(201);
    const failed = await fetch(`${property}/api/enquiries/1`);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ message: { en: 'Down' } });
    expect(enquiryResolver).not.toHaveBeenCalled();

    const listed = await (await fetch(`${accounts}/__sandbox/faults`)).json();
    expect(listed).toEqual({ faults: [{ route: 'GET /api/enquiries/:id', fault: { status: 503, body: { message: { en: 'Down' } } } }] });

    const cleared = await fetch(`${property}/__sandbox/faults`, { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect((await fetch(`${property}/api/enquiries/1`)).status).toBe(200);
  });

  it('clear a single route with ?route=', async () => {
    await setFault({ route: 'GET /api/enquiries/:id', fault: { status: 500 } });
    await setFault({ route: 'GET /api/profile', fault: { status: 401 } });
    const response = await fetch(`${property}/__sandbox/faults?route=${encodeURIComponent('GET /api/enquiries/:id')}`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(faults.list().map((active) => active.route)).toEqual(['GET /api/profile']);
    expect((await fetch(`${accounts}/api/profile`)).status).toBe(401);
  });

  it('refuse malformed fault definitions with the reason', async () => {
    const cases: [unknown, string][] = [
      ['nonsense', "Expected a JSON body { route: 'METHOD /path', fault: {...} }"],
      [{ fault: { status: 500 } }, "Expected a JSON body { route: 'METHOD /path', fault: {...} }"],
      [{ route: 'GET /x', fault: { status: 42 } }, 'Fault status must be a whole number from 200 to 599'],
      [{ route: 'x', fault: { status: 500 } }, 'A fault route path starts with \'/\', \'*\' or http(s)://: "x"'],
    ];
    for (const [body, message] of cases) {
      const response = await setFault(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: { en: message } });
    }
    const badJson = await fetch(`${property}/__sandbox/faults`, { method: 'POST', body: '{' });
    expect(badJson.status).toBe(400);
    const badClear = await fetch(`${property}/__sandbox/faults?route=nonsense`, { method: 'DELETE' });
    expect(badClear.status).toBe(400);
    expect(faults.list()).toEqual([]);
  });

  it('reset the database', async () => {
    await fetch(`${property}/api/enquiries/1`, { method: 'PATCH', body: JSON.stringify({ status: 'CLOSED' }) });
    const response = await fetch(`${accounts}/__sandbox/reset`, { method: 'POST' });
    expect(response.status).toBe(204);
    expect(db.enquiries.get(1)).toEqual({ id: 1, status: 'NEW' });
  });

  it('are never subject to faults themselves', async () => {
    faults.set('*', { status: 500 });
    expect((await fetch(`${property}/__sandbox/health`)).status).toBe(200);
    expect((await fetch(`${property}/api/enquiries/1`)).status).toBe(500);
  });
});

describe('faults through real fetch', () => {
  it('turn a network error fault into a rejected fetch', async () => {
    faults.set('GET /api/enquiries/:id', { networkError: true });
    await expect(fetch(`${property}/api/enquiries/1`)).rejects.toThrow(TypeError);
  });

  it('keep a never-answering request pending until the client times out', async () => {
    faults.set('GET /api/enquiries/:id', { never: true });
    const started = Date.now();
    await expect(fetch(`${property}/api/enquiries/1`, { signal: AbortSignal.timeout(80) })).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
    expect(enquiryResolver).not.toHaveBeenCalled();
  });

  it('pass the client abort to the handler, which then skips its work', async () => {
    faults.set('GET /api/enquiries/:id', { delayMs: 100 });
    await expect(fetch(`${property}/api/enquiries/1`, { signal: AbortSignal.timeout(20) })).rejects.toMatchObject({ name: 'TimeoutError' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(enquiryResolver).not.toHaveBeenCalled();
  });

  it('delay the answer by delayMs (short real delay)', async () => {
    faults.set('GET /api/enquiries/:id', { delayMs: 60 });
    const started = Date.now();
    expect((await fetch(`${property}/api/enquiries/1`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('fail only `times` requests', async () => {
    await setFault({ route: 'GET /api/enquiries/:id', fault: { status: 500, times: 2 } });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await fetch(`${property}/api/enquiries/1`)).status);
    expect(statuses).toEqual([500, 500, 200]);
  });
});
