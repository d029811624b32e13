import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import defaultWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import * as styles from './MapView.css';
import type { MapMarker, MapPoint, MapViewProps } from './mapViewTypes';
import { useMarkers } from './useMarkers';

export type MapCanvasProps = Omit<MapViewProps, 'unavailable' | 'onUnavailable' | 'loadingLabel' | 'height'> & {
  readonly keyboardHelp: string;
  readonly zoomInLabel: string;
  readonly zoomOutLabel: string;
};

const toLngLat = (point: MapPoint): [number, number] => [point.longitude, point.latitude];
const toPoint = (lngLat: maplibregl.LngLat): MapPoint => ({ latitude: lngLat.lat, longitude: lngLat.lng });

/** The latest value of a prop, for map event handlers registered once. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * The maplibre-gl map itself. The default export, loaded lazily by MapView: maplibre-gl is needed
 * only where a map is shown (DESIGN.md, heavy libraries).
 */
export default function MapCanvas(props: MapCanvasProps) {
  const { mapStyle, centre, zoom, markers, label, keyboardHelp, attribution, zoomInLabel, zoomOutLabel, workerUrl } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const latest = useLatest(props);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    maplibregl.setWorkerUrl(workerUrl ?? defaultWorkerUrl);
    const created = new maplibregl.Map({
      container: host,
      style: mapStyle as maplibregl.StyleSpecification | string,
      center: toLngLat(centre),
      zoom,
      attributionControl: false,
      locale: { 'NavigationControl.ZoomIn': zoomInLabel, 'NavigationControl.ZoomOut': zoomOutLabel },
    });
    created.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    created.addControl(new maplibregl.AttributionControl({ compact: true, ...(attribution ? { customAttribution: attribution } : {}) }), 'bottom-right');
    let styleLoaded = false;
    let fellBack = false;
    created.on('load', () => {
      styleLoaded = true;
      latest.current.onLoad?.();
      // Marks the first frame drawn with the style's data, for tests and the map-picker bench.
      created.once('idle', () => host.setAttribute('data-map-rendered', ''));
    });
    created.on('error', () => {
      // A style URL that 404s or is not a style never loads: draw the built-in basemap instead, once.
      if (styleLoaded || fellBack || typeof latest.current.mapStyle !== 'string' || !latest.current.fallbackStyle) return;
      fellBack = true;
      created.setStyle(latest.current.fallbackStyle as maplibregl.StyleSpecification);
      latest.current.onStyleFallback?.();
    });
    created.on('click', (event) => latest.current.onPick?.(toPoint(event.lngLat)));
    const canvas = created.getCanvas();
    canvas.setAttribute('aria-label', `${label}. ${keyboardHelp}`);
    canvas.setAttribute('role', 'application');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        latest.current.onPick?.(toPoint(created.getCenter()));
      }
    };
    const onFocus = () => setKeyboardFocus(canvas.matches(':focus-visible'));
    const onBlur = () => setKeyboardFocus(false);
    canvas.addEventListener('keydown', onKeyDown);
    canvas.addEventListener('focus', onFocus);
    canvas.addEventListener('blur', onBlur);
    setMap(created);
    return () => {
      canvas.removeEventListener('keydown', onKeyDown);
      canvas.removeEventListener('focus', onFocus);
      canvas.removeEventListener('blur', onBlur);
      created.remove();
      setMap(null);
    };
    // The map is created once; later prop changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const { latitude, longitude } = centre;
  useEffect(() => {
    if (!map) return;
    const current = map.getCenter();
    if (current.lat === latitude && current.lng === longitude && map.getZoom() === zoom) return;
    map.jumpTo({ center: [longitude, latitude], zoom });
  }, [map, latitude, longitude, zoom]);

  useMarkers(map, markers as readonly MapMarker[], (id, point) => latest.current.onMarkerMove?.(id, point));

  return (
    <>
      <div ref={hostRef} className={styles.canvasHost} />
      {keyboardFocus ? <div className={styles.crosshair} aria-hidden="true" /> : null}
    </>
  );
}
