/**
 * The MapLibre style of the offline basemap: sea, land (the UAE a shade lighter than its
 * neighbours) and country borders, all from one GeoJSON source built by scripts/build-basemap.mjs.
 * No glyphs or sprites are shipped, so the style has no text or icon layers and makes no request.
 * Structurally a maplibre-gl StyleSpecification, typed here so this file needs no maplibre import.
 */
export interface OfflineBasemapStyle {
  readonly version: 8;
  readonly name: string;
  readonly sources: Record<string, { readonly type: 'geojson'; readonly data: unknown; readonly attribution?: string }>;
  readonly layers: readonly Record<string, unknown>[];
}

/**
 * Natural Earth asks for no attribution; naming it tells the user where the shapes come from. The
 * name only: the catalogue words the label around it ('Map:', 'الخريطة:') in the page's language.
 */
export const offlineBasemapAttribution = 'Natural Earth';

export const basemapColours = {
  sea: '#a9cfe0',
  land: '#ece7dc',
  uae: '#f8f6f1',
  border: '#7d6f88',
} as const;

/** The style for a GeoJSON object; separate from the loader so a test can read it without the data. */
export function offlineBasemapStyle(data: unknown): OfflineBasemapStyle {
  return {
    version: 8,
    name: 'UAE offline basemap',
    sources: { basemap: { type: 'geojson', data, attribution: offlineBasemapAttribution } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': basemapColours.sea } },
      { id: 'land', type: 'fill', source: 'basemap', filter: ['==', ['get', 'kind'], 'land'], paint: { 'fill-color': basemapColours.land } },
      {
        id: 'land-uae',
        type: 'fill',
        source: 'basemap',
        filter: ['all', ['==', ['get', 'kind'], 'land'], ['==', ['get', 'country'], 'AE']],
        paint: { 'fill-color': basemapColours.uae },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'border'],
        paint: { 'line-color': basemapColours.border, 'line-width': 1.2, 'line-dasharray': [3, 2] },
      },
    ],
  };
}

/** The offline basemap's style, its data loaded on demand (about 40 KB gzip) so no route's first load carries it. */
export async function loadOfflineBasemapStyle(): Promise<OfflineBasemapStyle> {
  const { uaeBasemapGeoJson } = await import('./uaeBasemapData');
  return offlineBasemapStyle(uaeBasemapGeoJson);
}
