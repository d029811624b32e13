import type { GeoPoint } from '@marketplace/domain';
import { MapView, Text, type MapMarker } from '@marketplace/ui';
import { useMapPickerMessages } from '../../messages';
import * as styles from '../LocationPickerDialog.css';

export interface PickerMapProps {
  /** A MapLibre style URL or object; null while the built-in basemap's data loads. */
  mapStyle: string | object | null;
  /** The built-in basemap, shown when `mapStyle` (a URL) fails to load. */
  fallbackStyle?: object;
  /** Whether the custom style failed and the built-in basemap is shown instead. */
  styleFellBack: boolean;
  centre: GeoPoint;
  zoom: number;
  /** A click, or Enter on the focused map (its centre). */
  onPick: (point: GeoPoint) => void;
  /** The marker dragged or moved with keys. */
  onMarkerMove: (point: GeoPoint) => void;
  onStyleFallback: () => void;
}

/** What a map dialog other than the picker changes (the highlights dialog). */
export interface PickerMapVariant {
  /** Markers to draw instead of the picked point's draggable one. */
  markers?: readonly MapMarker[];
  /** CSS block size. @default clamp(12rem, 38vh, 26rem) */
  height?: string;
  /** The line under the map. @default the picker's click hint */
  hint?: string;
  /** Why the map cannot be shown without WebGL, naming what works instead. @default the picker's */
  webglMessage?: string;
}

export const pickerMarkerId = 'location';
const markerColour = '#c62828';
/** Tall enough to pick a street on a laptop, short enough to keep the fields in view on a phone. */
const mapHeight = 'clamp(12rem, 38vh, 26rem)';

/** The picker's map, or in its place why it cannot be shown; the fields around it work either way. */
export function PickerMap({
  mapStyle,
  fallbackStyle,
  centre,
  zoom,
  onPick,
  onMarkerMove,
  onStyleFallback,
  point,
  markers,
  height = mapHeight,
  hint,
  webglMessage,
}: PickerMapProps & PickerMapVariant & { point: GeoPoint | null }) {
  const messages = useMapPickerMessages();
  const unavailable = (reason: 'webgl' | 'load') => (
    <div className={styles.mapPlaceholder} style={{ blockSize: height }} role="alert">
      <Text weight="semibold">{reason === 'webgl' ? (webglMessage ?? messages.webglUnavailable) : messages.initFailed}</Text>
      {reason === 'load' ? <Text tone="muted">{messages.mapUnavailable}</Text> : null}
    </div>
  );
  return (
    <div className={styles.mapBlock}>
      {mapStyle === null ? (
        <div className={styles.mapPlaceholder} style={{ blockSize: height }}>
          <Text tone="muted">{messages.mapLoading}</Text>
        </div>
      ) : (
        <MapView
          mapStyle={mapStyle}
          {...(fallbackStyle ? { fallbackStyle } : {})}
          onStyleFallback={onStyleFallback}
          centre={centre}
          zoom={zoom}
          markers={markers ?? (point ? [{ id: pickerMarkerId, point, colour: markerColour, label: messages.markerLabel, draggable: true }] : [])}
          onPick={onPick}
          onMarkerMove={(_id, moved) => onMarkerMove(moved)}
          label={messages.mapLabel}
          keyboardHelp={messages.mapKeyboardHelp}
          loadingLabel={messages.mapLoading}
          zoomInLabel={messages.zoomIn}
          zoomOutLabel={messages.zoomOut}
          height={height}
          unavailable={unavailable}
        />
      )}
      <Text size="small" tone="muted">
        {hint ?? messages.clickHint}
      </Text>
    </div>
  );
}
