import { describe, expect, it } from 'vitest';
import { createFaultRegistry } from './faultRegistry';

const patch = (id: number) => new Request(`http://property.test/api/enquiries/${id}`, { method: 'PATCH' });

describe('createFaultRegistry', () => {
  it('finds the fault of a matching request and none for others', () => {
    const faults = createFaultRegistry();
    faults.set('PATCH /api/enquiries/:id', { status: 500 });
    expect(faults.take(patch(1))).toEqual({ status: 500 });
    expect(faults.take(new Request('http://property.test/api/enquiries/1'))).toBeUndefined();
  });

  it('replaces the fault of the same route, and prefers the route set last', () => {
    const faults = createFaultRegistry();
    faults.set('patch /api/enquiries/:id', { status: 500 });
    faults.set('/api/enquiries/*', { status: 503 });
    expect(faults.take(patch(1))).toEqual({ status: 503 });
    faults.set('PATCH /api/enquiries/:id', { status: 409 });
    expect(faults.list().map((active) => active.route)).toEqual(['* /api/enquiries/*', 'PATCH /api/enquiries/:id']);
    expect(faults.take(patch(1))).toEqual({ status: 409 });
  });

  it('clears itself after `times` requests and reports what remains', () => {
    const faults = createFaultRegistry();
    faults.set('PATCH /api/enquiries/:id', { status: 500, times: 2 });
    expect(faults.take(patch(1))).toEqual({ status: 500, times: 2 });
    expect(faults.list()).toEqual([{ route: 'PATCH /api/enquiries/:id', fault: { status: 500, times: 2 }, remaining: 1 }]);
    expect(faults.take(patch(2))).toBeDefined();
    expect(faults.take(patch(3))).toBeUndefined();
    expect(faults.list()).toEqual([]);
  });

  it('clears one route or all', () => {
    const faults = createFaultRegistry();
    faults.set('PATCH /api/enquiries/:id', { status: 500 });
    faults.set('GET /api/profile', { networkError: true });
    faults.clear('patch /api/enquiries/:id');
    expect(faults.list()).toEqual([{ route: 'GET /api/profile', fault: { networkError: true } }]);
    faults.clear();
    expect(faults.list()).toEqual([]);
  });

  it('validates what it is given', () => {
    const faults = createFaultRegistry();
    expect(() => faults.set('nonsense', { status: 500 })).toThrow("A fault route path starts with '/', '*' or http(s)://");
    expect(() => faults.set('/x', { status: 42 })).toThrow('Fault status must be a whole number from 200 to 599');
  });

  it('holds until the signal aborts, or until every fault is cleared', async () => {
    const faults = createFaultRegistry();
    const controller = new AbortController();
    const aborted = faults.hold(controller.signal);
    controller.abort();
    await expect(aborted).resolves.toBeUndefined();
    await expect(faults.hold(AbortSignal.abort())).resolves.toBeUndefined();

    let released = false;
    const held = faults.hold(new AbortController().signal).then(() => {
      released = true;
    });
    faults.clear('/x');
    await Promise.resolve();
    expect(released).toBe(false);
    faults.clear();
    await held;
    expect(released).toBe(true);
  });
});
