import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyRequest, WindowWithRoutePreload } from '../../build/routePreloadRuntime';
import { earlyResponseMaxAgeMs, fetchWithEarlyResponses } from './fetchWithEarlyResponses';

const url = 'https://property.test/api/enquiries/agency/101';
const bearer = { Authorization: 'Bearer tok-1', Accept: 'application/json' };

function pageWith(entries: Record<string, Partial<EarlyRequest>>) {
  const win = {
    __hostEarlyRequests: Object.fromEntries(
      Object.entries(entries).map(([key, entry]) => [key, { authorization: 'Bearer tok-1', at: Date.now(), response: Promise.resolve(new Response('"early"')), ...entry }]),
    ),
  } as unknown as WindowWithRoutePreload;
  const network = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response('"network"')));
  vi.stubGlobal('fetch', network);
  return { fetch: fetchWithEarlyResponses(win), network, win };
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchWithEarlyResponses', () => {
  it("takes the early answer of the same GET with the same token, once", async () => {
    const { fetch, network } = pageWith({ [url]: {} });
    await expect((await fetch(url, { method: 'GET', headers: new Headers(bearer) })).json()).resolves.toBe('early');
    await expect((await fetch(url, { method: 'GET', headers: new Headers(bearer) })).json()).resolves.toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends the request when the token, the method or the URL differs', async () => {
    const { fetch, network } = pageWith({ [url]: {} });
    await expect((await fetch(url, { headers: { Authorization: 'Bearer tok-2' } })).json()).resolves.toBe('network');
    const other = pageWith({ [url]: {} });
    await expect((await other.fetch(url, { method: 'PATCH', headers: bearer })).json()).resolves.toBe('network');
    await expect((await other.fetch(`${url}?page=1`, { headers: bearer })).json()).resolves.toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
    expect(other.network).toHaveBeenCalledTimes(2);
  });

  it('sends the request again when the early one failed or is too old', async () => {
    const failed = pageWith({ [url]: { response: Promise.reject(new TypeError('Failed to fetch')) } });
    await expect((await failed.fetch(url, { headers: bearer })).json()).resolves.toBe('network');
    const stale = pageWith({ [url]: { at: Date.now() - earlyResponseMaxAgeMs - 1 } });
    await expect((await stale.fetch(url, { headers: bearer })).json()).resolves.toBe('network');
  });

  it("rejects with the caller's abort reason while the early answer is still on its way", async () => {
    const { fetch } = pageWith({ [url]: { response: new Promise<Response>(() => undefined) } });
    const controller = new AbortController();
    const pending = fetch(url, { headers: bearer, signal: controller.signal });
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
