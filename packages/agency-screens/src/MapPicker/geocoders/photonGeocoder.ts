import type { Geocoder } from '@marketplace/domain';
import * as z from 'zod';
import { fetchGeocoderJson, type GeocoderHttpOptions } from './geocoderHttp';

/** Where the Photon adapter searches. */
export interface PhotonOptions extends GeocoderHttpOptions {
  /** Default: the public komoot server (fair use; an embedder with traffic runs its own). */
  readonly endpoint?: string;
  /** 'en', 'de', 'fr' or 'it' on the public server. */
  readonly language?: string;
  /** Bias towards a point, e.g. the map's centre. Default: Dubai. */
  readonly near?: { readonly latitude: number; readonly longitude: number };
}

const featureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.looseObject({
    osm_id: z.union([z.number(), z.string()]).optional(),
    osm_type: z.string().optional(),
    name: z.string().optional(),
    street: z.string().optional(),
    housenumber: z.string().optional(),
    district: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    country: z.string().optional(),
  }),
});
const collectionSchema = z.object({ features: z.array(featureSchema) });
type PhotonFeature = z.infer<typeof featureSchema>;

function labelOf({ properties }: PhotonFeature): { label: string; detail?: string } {
  const street = [properties.street, properties.housenumber].filter(Boolean).join(' ');
  const label = properties.name ?? (street || properties.district || properties.city || properties.state || '');
  const detail = [properties.district, properties.city, properties.state, properties.country].filter((part) => part && part !== label).join(', ');
  return detail ? { label: label || detail, detail } : { label };
}

/** A Geocoder over Photon (OpenStreetMap data, search as you type). */
export function createPhotonGeocoder(options: PhotonOptions = {}): Geocoder {
  const endpoint = (options.endpoint ?? 'https://photon.komoot.io').replace(/\/$/, '');
  const near = options.near ?? { latitude: 25.2048, longitude: 55.2708 };
  return {
    attribution: '© OpenStreetMap contributors',
    async search(query, { signal, limit }) {
      const params = new URLSearchParams({ q: query, limit: String(limit), lat: String(near.latitude), lon: String(near.longitude) });
      if (options.language) params.set('lang', options.language);
      const answer = await fetchGeocoderJson(`${endpoint}/api/?${params}`, collectionSchema, signal, options);
      return answer.features.slice(0, limit).map((feature, position) => ({
        id: `${feature.properties.osm_type ?? ''}${feature.properties.osm_id ?? position}`,
        ...labelOf(feature),
        point: { latitude: feature.geometry.coordinates[1], longitude: feature.geometry.coordinates[0] },
      }));
    },
    async reverse(point, { signal }) {
      const params = new URLSearchParams({ lat: String(point.latitude), lon: String(point.longitude), limit: '1' });
      const answer = await fetchGeocoderJson(`${endpoint}/reverse?${params}`, collectionSchema, signal, options);
      const first = answer.features[0];
      if (!first) return null;
      const { label, detail } = labelOf(first);
      return detail ? `${label}, ${detail}` : label || null;
    },
  };
}
