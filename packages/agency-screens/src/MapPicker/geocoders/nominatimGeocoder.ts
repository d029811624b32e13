import type { Geocoder } from '@marketplace/domain';
import * as z from 'zod';
import { fetchGeocoderJson, waitFor, type GeocoderHttpOptions } from './geocoderHttp';

/** How the embedder points the Nominatim adapter at a server and identifies its application. */
export interface NominatimOptions extends GeocoderHttpOptions {
  /** Default: the public OpenStreetMap server, whose usage policy allows one request a second. */
  readonly endpoint?: string;
  /**
   * The contact the usage policy asks an application to send. A browser cannot set the User-Agent
   * header, so it goes as the `email` parameter; required so no embedder ships anonymous calls.
   */
  readonly email: string;
  /** ISO country codes to search in; default 'ae'. Empty for the whole world. */
  readonly countryCodes?: string;
  /** Accept-Language for the answers' names, e.g. 'en' or 'ar'. */
  readonly language?: string;
  /** Least time between two calls' starts; default 1000 ms (the public server's limit). */
  readonly minIntervalMs?: number;
}

const placeSchema = z.object({
  place_id: z.union([z.number(), z.string()]),
  display_name: z.string(),
  name: z.string().optional(),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
});
const searchSchema = z.array(placeSchema);
const reverseSchema = z.union([z.object({ display_name: z.string() }), z.object({ error: z.string() })]);

/**
 * When each Nominatim server may next be called, shared by every adapter on the page: two map
 * dialogs open at once still keep to one call a second between them.
 */
const nextSlotByEndpoint = new Map<string, number>();

async function takeTurn(endpoint: string, minIntervalMs: number, signal: AbortSignal): Promise<void> {
  const now = Date.now();
  const slot = Math.max(now, nextSlotByEndpoint.get(endpoint) ?? 0);
  nextSlotByEndpoint.set(endpoint, slot + minIntervalMs);
  await waitFor(slot - now, signal);
}

/**
 * A Geocoder over Nominatim (OpenStreetMap's search). Calls queue so none starts within
 * `minIntervalMs` of the previous one; the map picker's 300 ms debounce and cancel of a stale
 * search keep the queue short.
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const endpoint = (options.endpoint ?? 'https://nominatim.openstreetmap.org').replace(/\/$/, '');
  const minIntervalMs = options.minIntervalMs ?? 1000;
  const common = (params: URLSearchParams) => {
    params.set('format', 'jsonv2');
    params.set('email', options.email);
    if (options.language) params.set('accept-language', options.language);
    return params;
  };
  return {
    attribution: '© OpenStreetMap contributors',
    async search(query, { signal, limit }) {
      const params = common(new URLSearchParams({ q: query, limit: String(limit), addressdetails: '1' }));
      const countryCodes = options.countryCodes ?? 'ae';
      if (countryCodes) params.set('countrycodes', countryCodes);
      await takeTurn(endpoint, minIntervalMs, signal);
      const places = await fetchGeocoderJson(`${endpoint}/search?${params}`, searchSchema, signal, options);
      return places.slice(0, limit).map((place) => ({
        id: String(place.place_id),
        label: place.name || place.display_name,
        ...(place.name && place.name !== place.display_name ? { detail: place.display_name } : {}),
        point: { latitude: place.lat, longitude: place.lon },
      }));
    },
    async reverse(point, { signal }) {
      const params = common(new URLSearchParams({ lat: String(point.latitude), lon: String(point.longitude) }));
      await takeTurn(endpoint, minIntervalMs, signal);
      const answer = await fetchGeocoderJson(`${endpoint}/reverse?${params}`, reverseSchema, signal, options);
      return 'display_name' in answer ? answer.display_name : null;
    },
  };
}
