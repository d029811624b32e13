import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFaultRegistry } from './faultRegistry';
import { resolveWithFaults, withFaults } from './resolveWithFaults';

const url = 'http://property.test/api/enquiries/1';
const ok = () => HttpResponse.json({ id: 1 });

afterEach(() => {
  vi.useRealTimers();
});

describe('resolveWithFaults', () => {
  it('runs the handler when no fault applies', async () => {
    const faults = createFaultRegistry();
    faults.set('DELETE /api/enquiries/:id', { status: 500 });
    const response = await resolveWithFaults(faults, new Request(url), ok);
    expect(await response?.json()).toEqual({ id: 1 });
  });

  it('answers a status fault with its JSON body, text body or no body, and its headers', async () => {
    const faults = createFaultRegistry();
    const resolve = vi.fn(ok);
    faults.set('GET /api/enquiries/:id', { status: 404, body: { message: { en: 'Enquiry not found' } }, headers: { 'X-Fault': 'yes' } });
    const json = await resolveWithFaults(faults, new Request(url), resolve);
    expect(json?.status).toBe(404);
    expect(json?.headers.get('X-Fault')).toBe('yes');
    expect(await json?.json()).toEqual({ message: { en: 'Enquiry not found' } });

    faults.set('GET /api/enquiries/:id', { status: 400, body: 'CSV header mismatch' });
    const text = await resolveWithFaults(faults, new Request(url), resolve);
    expect(text?.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await text?.text()).toBe('CSV header mismatch');

    faults.set('GET /api/enquiries/:id', { status: 500 });
    const empty = await resolveWithFaults(faults, new Request(url), resolve);
    expect(empty?.status).toBe(500);
    expect(await empty?.text()).toBe('');
    expect(resolve).not.toHaveBeenCalled();
  });

  it('answers a network error fault with a network error', async () => {
    const faults = createFaultRegistry();
    faults.set('/api/enquiries/:id', { networkError: true });
    const response = await resolveWithFaults(faults, new Request(url), ok);
    expect(response?.type).toBe('error');
  });

  it('delays the handler by delayMs (fake timers)', async () => {
    vi.useFakeTimers();
    const faults = createFaultRegistry();
    const resolve = vi.fn(ok);
    faults.set('/api/enquiries/:id', { delayMs: 1000 });
    const pending = resolveWithFaults(faults, new Request(url), resolve);
    await vi.advanceTimersByTimeAsync(999);
    expect(resolve).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending)?.status).toBe(200);
    expect(resolve).toHaveBeenCalledOnce();
  });

  it('delays a status fault before answering it', async () => {
    vi.useFakeTimers();
    const faults = createFaultRegistry();
    faults.set('/api/enquiries/:id', { status: 503, delayMs: 500 });
    let settled = false;
    const pending = resolveWithFaults(faults, new Request(url), ok).then((response) => {
      settled = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending)?.status).toBe(503);
  });

  it('skips the handler when the request is aborted during the delay', async () => {
    vi.useFakeTimers();
    const faults = createFaultRegistry();
    const resolve = vi.fn(ok);
    const controller = new AbortController();
    faults.set('/api/enquiries/:id', { delayMs: 10_000 });
    const pending = resolveWithFaults(faults, new Request(url, { signal: controller.signal }), resolve);
    controller.abort();
    expect((await pending)?.type).toBe('error');
    expect(resolve).not.toHaveBeenCalled();
  });

  it('never answers until the request is aborted', async () => {
    const faults = createFaultRegistry();
    const resolve = vi.fn(ok);
    const controller = new AbortController();
    faults.set('/api/enquiries/:id', { never: true });
    let settled = false;
    const pending = resolveWithFaults(faults, new Request(url, { signal: controller.signal }), resolve).then((response) => {
      settled = true;
      return response;
    });
    await new Promise((resolveTimer) => setTimeout(resolveTimer, 20));
    expect(settled).toBe(false);
    controller.abort();
    expect((await pending)?.type).toBe('error');
    expect(resolve).not.toHaveBeenCalled();
  });

  it('lets a never-answering request go when the faults are cleared', async () => {
    const faults = createFaultRegistry();
    faults.set('/api/enquiries/:id', { never: true });
    const pending = resolveWithFaults(faults, new Request(url), ok);
    faults.clear();
    expect((await pending)?.type).toBe('error');
  });

  it('applies a fault `times` times, then the handler answers again', async () => {
    const faults = createFaultRegistry();
    faults.set('/api/enquiries/:id', { status: 500, times: 1 });
    expect((await resolveWithFaults(faults, new Request(url), ok))?.status).toBe(500);
    expect((await resolveWithFaults(faults, new Request(url), ok))?.status).toBe(200);
  });
});

describe('withFaults', () => {
  it('wraps a resolver so its route honours the registry', async () => {
    const faults = createFaultRegistry();
    const resolver = withFaults(faults, ({ request }: { request: Request }) => HttpResponse.text(request.method));
    expect(await (await resolver({ request: new Request(url) }))?.text()).toBe('GET');
    faults.set('GET /api/enquiries/:id', { status: 418 });
    expect((await resolver({ request: new Request(url) }))?.status).toBe(418);
  });
});
