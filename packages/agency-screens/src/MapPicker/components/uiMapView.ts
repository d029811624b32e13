import * as ui from '@marketplace/ui';
import type { ComponentType, ReactNode } from 'react';

interface MapPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** ui's MapView props as agreed for issue 16 (the `mapview` helper builds the component). */
export interface MapViewContractProps {
  mapStyle: string | object;
  fallbackStyle?: object;
  onStyleFallback?: () => void;
  centre: MapPoint;
  zoom: number;
  markers: readonly { readonly id: string; readonly point: MapPoint; readonly colour: string; readonly label: string; readonly draggable?: boolean }[];
  onPick?: (point: MapPoint) => void;
  onMarkerMove?: (id: string, point: MapPoint) => void;
  label: string;
  height: number | string;
  attribution?: string;
  unavailable?: (reason: 'webgl' | 'load') => ReactNode;
  keyboardHelp?: string;
  loadingLabel?: string;
  zoomInLabel?: string;
  zoomOutLabel?: string;
}

/**
 * ui's MapView, read by name so this screen builds while the component is still being written
 * alongside it; until it lands the picker shows its 'load' message where the map goes, and search
 * and typed coordinates still work. Replace with `import { MapView } from '@marketplace/ui'` then.
 */
export const MapView = (ui as Record<string, unknown>)['MapView'] as ComponentType<MapViewContractProps> | undefined;
