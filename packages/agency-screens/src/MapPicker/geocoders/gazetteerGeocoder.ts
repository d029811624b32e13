import { createGazetteerIndex, nearestPlace, searchGazetteer, type GazetteerPlace, type Geocoder, type GeocoderSuggestion } from '@marketplace/domain';

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
}

function suggestionOf(place: GazetteerPlace): GeocoderSuggestion {
  const detail = place.kind === 'emirate' || place.name === place.emirate ? place.nameAr : [place.emirate, place.nameAr].filter(Boolean).join(' · ');
  return { id: place.id, label: place.name, ...(detail ? { detail } : {}), point: place.point };
}

/**
 * A Geocoder over a list of places, searched in memory: the built-in UAE gazetteer or one the
 * embedder passes in. It answers with no network; the index is built on the first search so
 * creating the geocoder costs nothing until the dialog is used.
 */
export function createGazetteerGeocoder(places: readonly GazetteerPlace[], attribution = 'GeoNames (CC BY 4.0)'): Geocoder {
  let index: ReturnType<typeof createGazetteerIndex> | null = null;
  const indexed = () => (index ??= createGazetteerIndex(places));
  return {
    attribution,
    async search(query, { signal, limit }) {
      throwIfAborted(signal);
      return searchGazetteer(indexed(), query, limit).map(suggestionOf);
    },
    async reverse(point, { signal }) {
      throwIfAborted(signal);
      const place = nearestPlace(indexed(), point);
      if (!place) return null;
      return place.name === place.emirate ? place.name : `${place.name}, ${place.emirate}`;
    },
  };
}
