import { tokens } from '../../theme/tokens';
import type { MapMarker, MapPoint } from './mapViewTypes';

/** Dubai, where the stories' maps open. */
export const storyCentre: MapPoint = { latitude: 25.2048, longitude: 55.2708 };

/**
 * A style the stories draw without the network: a sea background and one square of land around
 * the centre, from an inline GeoJSON source (no tiles, glyphs or sprites).
 */
export function storyMapStyle(centre: MapPoint = storyCentre, halfSpan = 0.05): object {
  const { latitude: lat, longitude: lng } = centre;
  const ring = [
    [lng - halfSpan, lat - halfSpan],
    [lng + halfSpan, lat - halfSpan],
    [lng + halfSpan, lat + halfSpan],
    [lng - halfSpan, lat + halfSpan],
    [lng - halfSpan, lat - halfSpan],
  ];
  return {
    version: 8,
    name: 'Story basemap',
    sources: {
      land: {
        type: 'geojson',
        attribution: 'Story data',
        data: { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } },
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': tokens.color.surfaceSunken } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': tokens.color.surface } },
    ],
  };
}

/** `count` markers spread around the centre, every other one draggable. */
export function storyMarkers(count: number, centre: MapPoint = storyCentre): MapMarker[] {
  const colours = [tokens.color.primary, tokens.color.danger, tokens.color.success, tokens.color.warning];
  return Array.from({ length: count }, (_, index) => ({
    id: `marker-${index + 1}`,
    point: { latitude: centre.latitude + 0.01 * Math.sin(index), longitude: centre.longitude + 0.01 * Math.cos(index) },
    colour: colours[index % colours.length] ?? tokens.color.primary,
    label: `Place ${index + 1}`,
    draggable: index % 2 === 0,
  }));
}

/** Makes every new canvas refuse WebGL, as a browser without it does; returns the undo. */
export function withoutWebGl(): () => void {
  const original = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
    if (kind === 'webgl' || kind === 'webgl2' || kind === 'experimental-webgl') return null;
    return (original as (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
  } as typeof HTMLCanvasElement.prototype.getContext;
  return () => {
    HTMLCanvasElement.prototype.getContext = original;
  };
}
