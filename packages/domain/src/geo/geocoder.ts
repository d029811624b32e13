import { type GeoPoint } from './geoPoint';

/** One address suggestion of a search. */
export interface GeocoderSuggestion {
  readonly id: string;
  readonly label: string;
  readonly detail?: string;
  readonly point: GeoPoint;
}

/**
 * An address search the map picker calls: the built-in gazetteer, Nominatim, Photon or the
 * embedder's own. A cancelled search rejects with the signal's reason (an AbortError); every other
 * failure rejects with a GeocoderError so the dialog can say what happened.
 */
export interface Geocoder {
  search(query: string, options: { signal: AbortSignal; limit: number }): Promise<GeocoderSuggestion[]>;
  /** The address at a point, or null when the geocoder knows none. */
  reverse?(point: GeoPoint, options: { signal: AbortSignal }): Promise<string | null>;
  /**
   * Shown by the dialog, as the data's licence asks: the source's name (and licence), such as
   * 'GeoNames (CC BY 4.0)', with no label of its own; the dialog's catalogue labels it in the
   * page's language.
   */
  readonly attribution: string;
}

/** Why a geocoder call failed. */
export type GeocoderErrorKind = 'timeout' | 'rateLimited' | 'badResponse' | 'network';

/** A geocoder call that failed for a reason other than being cancelled. */
export class GeocoderError extends Error {
  readonly kind: GeocoderErrorKind;

  constructor(kind: GeocoderErrorKind, message?: string, options?: { cause?: unknown }) {
    super(message ?? `Geocoder ${kind}`, options);
    this.name = 'GeocoderError';
    this.kind = kind;
  }
}

/** Whether an error is a GeocoderError (an instanceof that survives two copies of the package). */
export function isGeocoderError(error: unknown): error is GeocoderError {
  return error instanceof GeocoderError || (error instanceof Error && error.name === 'GeocoderError' && 'kind' in error);
}
