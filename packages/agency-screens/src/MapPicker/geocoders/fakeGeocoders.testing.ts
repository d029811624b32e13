import { GeocoderError, type Geocoder, type GeocoderErrorKind } from '@marketplace/domain';
import { uaeGazetteer } from '../offline/uaeGazetteer';
import { createGazetteerGeocoder } from './gazetteerGeocoder';

/** A search the geocoder was asked for, with its signal to see whether it was cancelled. */
export interface RecordedSearch {
  readonly query: string;
  readonly limit: number;
  readonly signal: AbortSignal;
}

/** The built-in gazetteer geocoder (real answers, no network), recording each search it is asked for. */
export function recordingGeocoder(inner: Geocoder = createGazetteerGeocoder(uaeGazetteer)) {
  const searches: RecordedSearch[] = [];
  const geocoder: Geocoder = {
    attribution: inner.attribution,
    search(query, options) {
      searches.push({ query, ...options });
      return inner.search(query, options);
    },
    ...(inner.reverse ? { reverse: inner.reverse.bind(inner) } : {}),
  };
  return { geocoder, searches };
}

/** A geocoder whose searches fail as a server can: timeout, 429, garbage or no connection. */
export function failingGeocoder(kind: GeocoderErrorKind): Geocoder {
  return {
    attribution: '© Failing test server',
    search: () => Promise.reject(new GeocoderError(kind)),
  };
}

/** A geocoder whose searches answer only when the test says, or reject when cancelled. */
export function heldGeocoder(inner: Geocoder = createGazetteerGeocoder(uaeGazetteer)) {
  const held: { query: string; signal: AbortSignal; release: () => void }[] = [];
  const geocoder: Geocoder = {
    attribution: inner.attribution,
    search(query, options) {
      return new Promise((resolve, reject) => {
        options.signal.addEventListener('abort', () => reject(options.signal.reason));
        held.push({ query, signal: options.signal, release: () => void inner.search(query, options).then(resolve, reject) });
      });
    },
  };
  return { geocoder, held };
}
