import type { ReactNode } from 'react';

/** A position on the map; the same shape as the marketplace's points, so ui needs none of its types. */
export interface MapPoint {
  readonly latitude: number;
  readonly longitude: number;
}

export interface MapMarker {
  readonly id: string;
  readonly point: MapPoint;
  /** Any CSS colour. */
  readonly colour: string;
  /** Names the marker for assistive technology and as its tooltip. */
  readonly label: string;
  /** Whether it can be dragged, or moved with the arrow keys once focused. */
  readonly draggable?: boolean;
}

/** Why the map cannot be shown: no WebGL in this browser, or its code failed to load. */
export type MapUnavailableReason = 'webgl' | 'load';

export interface MapViewProps {
  /** A MapLibre style URL or style object. */
  readonly mapStyle: string | object;
  /** Used when `mapStyle` (a URL) cannot be loaded; `onStyleFallback` is then called once. */
  readonly fallbackStyle?: object;
  readonly onStyleFallback?: () => void;
  /** When either changes, the camera moves there. */
  readonly centre: MapPoint;
  readonly zoom: number;
  readonly markers: readonly MapMarker[];
  /** A click on the map, or Enter on the focused map (its centre, marked by a crosshair). */
  readonly onPick?: (point: MapPoint) => void;
  /** A draggable marker dragged, or moved with the arrow keys. */
  readonly onMarkerMove?: (id: string, point: MapPoint) => void;
  /** Called once the map has drawn its first style. */
  readonly onLoad?: () => void;
  /** The map's accessible name. */
  readonly label: string;
  /** CSS block size of the map. */
  readonly height: number | string;
  /** Shown in the attribution control beside the style's own attributions. */
  readonly attribution?: string;
  /** What to show instead of the map when it cannot be shown. @default the reason in words */
  readonly unavailable?: (reason: MapUnavailableReason) => ReactNode;
  readonly onUnavailable?: (reason: MapUnavailableReason) => void;
  /** Read with the map's name by screen readers. @default 'Arrow keys move the map, + and - zoom, Enter picks the centre.' */
  readonly keyboardHelp?: string;
  /** @default 'Loading map...' */
  readonly loadingLabel?: string;
  /** @default 'Zoom in' */
  readonly zoomInLabel?: string;
  /** @default 'Zoom out' */
  readonly zoomOutLabel?: string;
  /** Where maplibre-gl's worker script is served from. @default the file bundled by Vite (`maplibre-gl-worker.mjs?url`) */
  readonly workerUrl?: string;
}
