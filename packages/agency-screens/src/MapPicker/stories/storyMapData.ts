import type { GazetteerPlace } from '@marketplace/domain';
import { uaeGazetteer } from '../offline/uaeGazetteer';
import { loadOfflineBasemapStyle } from '../offline/uaeBasemapStyle';

/** A place of the built-in gazetteer by name: the stories' points come from the shipped data. */
export function gazetteerPlace(name: string): GazetteerPlace {
  const place = uaeGazetteer.find((candidate) => candidate.name === name);
  if (!place) throw new Error(`No place named ${name} in the gazetteer`);
  return place;
}

/**
 * An embedder's own style, served from a URL as a tile server's would be: the built-in basemap's
 * shapes in a night palette, so the story shows that the URL, not the default, is drawn.
 */
export async function customStyleUrl(): Promise<string> {
  const style = await loadOfflineBasemapStyle();
  const night: Record<string, string> = { sea: '#1c2b3a', land: '#3b4252', 'land-uae': '#4c566a', borders: '#d8dee9' };
  const layers = style.layers.map((layer) => {
    const colour = night[String(layer.id)];
    if (!colour) return layer;
    const key = layer.type === 'background' ? 'background-color' : layer.type === 'line' ? 'line-color' : 'fill-color';
    return { ...layer, paint: { ...(layer.paint as object), [key]: colour } };
  });
  const blob = new Blob([JSON.stringify({ ...style, name: 'Night (story)', layers })], { type: 'application/json' });
  return URL.createObjectURL(blob);
}

/** A style URL that answers 404, as a mistyped or retired tile server does. */
export const missingStyleUrl = '/map-styles/missing-style.json';

/** Makes this page's canvases refuse WebGL, as a browser with it turned off does; returns the undo. */
export function withoutWebGl(): () => void {
  const original = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
    if (kind.startsWith('webgl') || kind === 'experimental-webgl') return null;
    return (original as (this: HTMLCanvasElement, ...args: unknown[]) => unknown).call(this, kind, ...rest);
  } as typeof original;
  return () => {
    HTMLCanvasElement.prototype.getContext = original;
  };
}
