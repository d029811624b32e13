/** Map location picker (S2 2.4 and 9) and the location highlight map (S3 2.6 and 9). */
export const mapLimits = {
  defaultLatitude: 25.2048,
  defaultLongitude: 55.2708,
  pickerDefaultZoom: 13,
  pickerSearchResultZoom: 16,
  propertyMapDefaultZoom: 15,
  coordinateDecimals: 6,
  geocodeSuggestionLimit: 5,
  highlightMapHeightPx: 500,
  highlightMarkerColourCount: 10,
} as const;
