import { mapLimits, sharedLimits } from '../constants/limits';
import { type GeoPoint } from './geoPoint';

/** The map's default centre (spec 2 section 9): Dubai. */
export const defaultMapCentre: GeoPoint = {
  latitude: mapLimits.defaultLatitude,
  longitude: mapLimits.defaultLongitude,
};

/**
 * The numbers the map picker and the highlight map use, named for the map code. They are read
 * from the spec's constants in limits.ts so each number has one home.
 */
export const mapConstants = {
  defaultCentre: defaultMapCentre,
  /** Select/Edit Location dialog (spec 2 section 9). */
  pickerZoom: mapLimits.pickerDefaultZoom,
  /** 'Manage Locations' map (spec 3 section 9). */
  highlightMapZoom: mapLimits.propertyMapDefaultZoom,
  /** After a search suggestion is picked (spec 2 section 9). */
  pickZoom: mapLimits.pickerSearchResultZoom,
  suggestionLimit: mapLimits.geocodeSuggestionLimit,
  searchDebounceMs: sharedLimits.searchDebounceMs,
  coordinateDecimals: mapLimits.coordinateDecimals,
  highlightMapHeightPx: mapLimits.highlightMapHeightPx,
} as const;
