import { isValidGeoPoint } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { createGazetteerGeocoder } from '../geocoders/gazetteerGeocoder';
import { uaeGazetteer } from './uaeGazetteer';

const signal = new AbortController().signal;

describe('the built-in UAE gazetteer', () => {
  it('holds the seven emirates, their cities and at least 150 communities inside the UAE', () => {
    expect(uaeGazetteer.filter((place) => place.kind === 'emirate')).toHaveLength(7);
    const emirates = new Set(uaeGazetteer.filter((place) => place.kind === 'emirate').map((place) => place.name));
    for (const place of uaeGazetteer) expect(emirates.has(place.emirate)).toBe(true);
    for (const emirate of emirates) expect(uaeGazetteer.some((place) => place.kind === 'city' && place.emirate === emirate)).toBe(true);
    expect(uaeGazetteer.filter((place) => place.kind === 'community').length).toBeGreaterThanOrEqual(150);
    for (const { point } of uaeGazetteer) {
      expect(isValidGeoPoint(point)).toBe(true);
      expect(point.latitude).toBeGreaterThan(22.5);
      expect(point.latitude).toBeLessThan(26.5);
      expect(point.longitude).toBeGreaterThan(51);
      expect(point.longitude).toBeLessThan(57);
    }
    expect(new Set(uaeGazetteer.map((place) => place.id)).size).toBe(uaeGazetteer.length);
  });

  it('answers a search with suggestions a user recognises, in English and Arabic', async () => {
    const geocoder = createGazetteerGeocoder(uaeGazetteer);
    expect((await geocoder.search('jvc', { signal, limit: 5 }))[0]?.label).toBe('Jumeirah Village Circle');
    expect((await geocoder.search('dubai mar', { signal, limit: 5 }))[0]).toMatchObject({ label: 'Dubai Marina', detail: 'Dubai · دبي مارينا' });
    expect((await geocoder.search('الريم', { signal, limit: 5 }))[0]?.label).toBe('Al Reem Island');
    expect(await geocoder.search('saadiyat', { signal, limit: 5 })).toHaveLength(1);
    expect(geocoder.attribution).toBe('GeoNames (CC BY 4.0)');
  });

  it('names the place at a point, and nothing far out at sea', async () => {
    const geocoder = createGazetteerGeocoder(uaeGazetteer);
    expect(await geocoder.reverse?.({ latitude: 25.0806, longitude: 55.1404 }, { signal })).toBe('Dubai Marina, Dubai');
    expect(await geocoder.reverse?.({ latitude: 26.4, longitude: 52.2 }, { signal })).toBeNull();
  });

  it('rejects a cancelled search', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(createGazetteerGeocoder(uaeGazetteer).search('dubai', { signal: controller.signal, limit: 5 })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
