import { describe, expect, it } from 'vitest';
import { hang, json, stubFetch } from './geocoderStubs.test-utils';
import { createPhotonGeocoder } from './photonGeocoder';

const signal = () => new AbortController().signal;
const marina = {
  features: [{ geometry: { coordinates: [55.14, 25.08] }, properties: { osm_id: 12, osm_type: 'N', name: 'Dubai Marina', city: 'Dubai', country: 'United Arab Emirates' } }],
};

describe('createPhotonGeocoder', () => {
  it('reads suggestions and a reverse address from GeoJSON', async () => {
    const stub = stubFetch(() => json(marina));
    const geocoder = createPhotonGeocoder({ endpoint: 'https://photon.test', fetch: stub.fetch });
    expect(await geocoder.search('marina', { signal: signal(), limit: 5 })).toEqual([
      { id: 'N12', label: 'Dubai Marina', detail: 'Dubai, United Arab Emirates', point: { latitude: 25.08, longitude: 55.14 } },
    ]);
    expect(Object.fromEntries(new URL(stub.urls[0]!).searchParams)).toMatchObject({ q: 'marina', limit: '5' });
    expect(await geocoder.reverse?.({ latitude: 25.08, longitude: 55.14 }, { signal: signal() })).toBe('Dubai Marina, Dubai, United Arab Emirates');
    const empty = createPhotonGeocoder({ endpoint: 'https://photon.test', fetch: stubFetch(() => json({ features: [] })).fetch });
    expect(await empty.reverse?.({ latitude: 26, longitude: 53 }, { signal: signal() })).toBeNull();
  });

  it.each([
    ['rateLimited', () => json({}, 429)],
    ['badResponse', () => Promise.resolve(new Response('not json'))],
    ['badResponse', () => json({ features: [{ geometry: {} }] })],
    ['network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ] as const)('fails with kind %s', async (kind, answer) => {
    const geocoder = createPhotonGeocoder({ endpoint: 'https://photon.test', fetch: stubFetch(answer).fetch });
    await expect(geocoder.search('marina', { signal: signal(), limit: 5 })).rejects.toMatchObject({ name: 'GeocoderError', kind });
  });

  it('fails with kind timeout when the server does not answer in time', async () => {
    const geocoder = createPhotonGeocoder({ endpoint: 'https://photon.test', fetch: stubFetch(hang).fetch, timeoutMs: 20 });
    await expect(geocoder.search('marina', { signal: signal(), limit: 5 })).rejects.toMatchObject({ kind: 'timeout' });
  });
});
