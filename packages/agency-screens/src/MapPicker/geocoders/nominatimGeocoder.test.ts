import { GeocoderError } from '@marketplace/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hang, json, stubFetch } from './geocoderStubs.test-utils';
import { createNominatimGeocoder } from './nominatimGeocoder';

const signal = () => new AbortController().signal;
let endpointCount = 0;
const endpoint = () => `https://nominatim.test/${(endpointCount += 1)}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('createNominatimGeocoder', () => {
  it('searches with the embedder email, UAE codes and the limit, and reads suggestions', async () => {
    const stub = stubFetch(() => json([{ place_id: 7, display_name: 'Dubai Marina, Dubai, United Arab Emirates', name: 'Dubai Marina', lat: '25.08', lon: '55.14' }]));
    const geocoder = createNominatimGeocoder({ endpoint: endpoint(), email: 'maps@agency.example', fetch: stub.fetch, minIntervalMs: 0 });
    expect(await geocoder.search('marina', { signal: signal(), limit: 5 })).toEqual([
      { id: '7', label: 'Dubai Marina', detail: 'Dubai Marina, Dubai, United Arab Emirates', point: { latitude: 25.08, longitude: 55.14 } },
    ]);
    const url = new URL(stub.urls[0]!);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ q: 'marina', limit: '5', email: 'maps@agency.example', countrycodes: 'ae', format: 'jsonv2' });
    expect(geocoder.attribution).toBe('© OpenStreetMap contributors');
  });

  it('reads a reverse answer, and null where Nominatim knows no address', async () => {
    const found = createNominatimGeocoder({ endpoint: endpoint(), email: 'a@b.example', fetch: stubFetch(() => json({ display_name: 'Al Majaz, Sharjah' })).fetch, minIntervalMs: 0 });
    expect(await found.reverse?.({ latitude: 25.3, longitude: 55.4 }, { signal: signal() })).toBe('Al Majaz, Sharjah');
    const none = createNominatimGeocoder({ endpoint: endpoint(), email: 'a@b.example', fetch: stubFetch(() => json({ error: 'Unable to geocode' })).fetch, minIntervalMs: 0 });
    expect(await none.reverse?.({ latitude: 26, longitude: 53 }, { signal: signal() })).toBeNull();
  });

  it.each([
    ['rateLimited', () => json({ error: 'too many' }, 429)],
    ['badResponse', () => Promise.resolve(new Response('<html>oops</html>', { status: 200 }))],
    ['badResponse', () => json({ unexpected: true })],
    ['badResponse', () => json([], 500)],
    ['network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const)('fails with kind %s', async (kind, answer) => {
    const geocoder = createNominatimGeocoder({ endpoint: endpoint(), email: 'a@b.example', fetch: stubFetch(answer).fetch, minIntervalMs: 0 });
    const failure = geocoder.search('marina', { signal: signal(), limit: 5 });
    await expect(failure).rejects.toBeInstanceOf(GeocoderError);
    await expect(failure).rejects.toMatchObject({ kind });
  });

  it('fails with kind timeout when the server does not answer in time', async () => {
    const geocoder = createNominatimGeocoder({ endpoint: endpoint(), email: 'a@b.example', fetch: stubFetch(hang).fetch, minIntervalMs: 0, timeoutMs: 20 });
    await expect(geocoder.search('marina', { signal: signal(), limit: 5 })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('rejects with the caller’s own reason when the caller cancels', async () => {
    const controller = new AbortController();
    const geocoder = createNominatimGeocoder({ endpoint: endpoint(), email: 'a@b.example', fetch: stubFetch(hang).fetch, minIntervalMs: 0 });
    const search = geocoder.search('marina', { signal: controller.signal, limit: 5 });
    controller.abort();
    await expect(search).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('starts no two calls to one server within a second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const stub = stubFetch(() => json([]));
    const server = endpoint();
    const first = createNominatimGeocoder({ endpoint: server, email: 'a@b.example', fetch: stub.fetch });
    const second = createNominatimGeocoder({ endpoint: server, email: 'a@b.example', fetch: stub.fetch });
    const searches = [first.search('a', { signal: signal(), limit: 5 }), second.search('ab', { signal: signal(), limit: 5 }), first.search('abc', { signal: signal(), limit: 5 })];
    await vi.advanceTimersByTimeAsync(0);
    expect(stub.urls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(stub.urls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(stub.urls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(stub.urls).toHaveLength(3);
    await Promise.all(searches);
  });
});
