// @vitest-environment node
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import { createFaultRegistry } from '../faults/faultRegistry';
import { errorResponse } from './responses';
import { createRouteBuilder, joinUrl } from './routeBuilder';

describe('joinUrl', () => {
  it.each([
    ['', '/api/x', '/api/x'],
    ['*', '/api/x', '*/api/x'],
    ['http://p.test', '/api/x', 'http://p.test/api/x'],
    ['http://p.test//', '/api/x', 'http://p.test/api/x'],
    ['/property/', '/api/x', '/property/api/x'],
  ] as const)('%j + %j = %j', (base, path, expected) => {
    expect(joinUrl(base, path)).toBe(expected);
  });
});

describe('createRouteBuilder', () => {
  it('registers every method under the base, with params, and fault-injectable', async () => {
    const faults = createFaultRegistry();
    const routes = createRouteBuilder('http://p.test/', faults);
    expect(routes.baseUrl).toBe('http://p.test');
    expect(routes.url('/api/x')).toBe('http://p.test/api/x');
    const echo = ({ request, params }: { request: Request; params: Record<string, unknown> }) =>
      HttpResponse.json({ method: request.method, id: params.id ?? null });
    const server = setupServer(
      routes.get('/api/items/:id', echo),
      routes.post('/api/items', echo),
      routes.put('/api/items/:id', echo),
      routes.patch('/api/items/:id', echo),
      routes.delete('/api/items/:id', echo),
    );
    server.listen({ onUnhandledRequest: 'error' });
    try {
      for (const [method, path, id] of [
        ['GET', '/api/items/3', '3'],
        ['POST', '/api/items', null],
        ['PUT', '/api/items/4', '4'],
        ['PATCH', '/api/items/5', '5'],
        ['DELETE', '/api/items/6', '6'],
      ] as const) {
        expect(await (await fetch(`http://p.test${path}`, { method })).json()).toEqual({ method, id });
      }
      faults.set('DELETE /api/items/:id', { status: 409 });
      expect((await fetch('http://p.test/api/items/6', { method: 'DELETE' })).status).toBe(409);
      expect((await fetch('http://p.test/api/items/6', { method: 'PUT' })).status).toBe(200);
    } finally {
      server.close();
    }
  });
});

describe('errorResponse', () => {
  it("answers the contract's error shape with the status and extra headers", async () => {
    const response = errorResponse(404, 'Enquiry not found', { headers: { 'X-Trace': '1' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('X-Trace')).toBe('1');
    expect(await response.json()).toEqual({ message: { en: 'Enquiry not found' } });
  });
});
