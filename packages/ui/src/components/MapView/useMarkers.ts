import * as maplibregl from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import * as styles from './MapView.css';
import type { MapMarker, MapPoint } from './mapViewTypes';

/** Pixels a focused draggable marker moves per arrow key (ten with Shift). */
const keyStepPx = 10;
const arrowSteps: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

interface Placed {
  readonly marker: maplibregl.Marker;
  readonly element: HTMLElement;
  readonly cleanup: () => void;
}

/** Keeps maplibre markers in step with `markers`: added, moved, recoloured, relabelled and removed by id. */
export function useMarkers(map: maplibregl.Map | null, markers: readonly MapMarker[], onMove: (id: string, point: MapPoint) => void) {
  const placed = useRef(new Map<string, Placed>());
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  });

  useEffect(() => {
    if (!map) return;
    const wanted = new Set(markers.map((marker) => marker.id));
    for (const [id, entry] of placed.current) {
      if (!wanted.has(id)) {
        entry.cleanup();
        placed.current.delete(id);
      }
    }
    for (const spec of markers) {
      let entry = placed.current.get(spec.id);
      if (!entry || entry.marker.isDraggable() !== Boolean(spec.draggable)) {
        entry?.cleanup();
        entry = place(map, spec, (point) => onMoveRef.current(spec.id, point));
        placed.current.set(spec.id, entry);
      }
      entry.marker.setLngLat([spec.point.longitude, spec.point.latitude]);
      entry.element.style.backgroundColor = spec.colour;
      entry.element.setAttribute('aria-label', spec.label);
      entry.element.title = spec.label;
    }
  }, [map, markers]);

  useEffect(
    () => () => {
      for (const entry of placed.current.values()) entry.cleanup();
      placed.current.clear();
    },
    [],
  );
}

function place(map: maplibregl.Map, spec: MapMarker, onMove: (point: MapPoint) => void): Placed {
  const element = document.createElement('div');
  element.className = styles.marker;
  element.setAttribute('role', spec.draggable ? 'button' : 'img');
  if (spec.draggable) element.tabIndex = 0;
  const marker = new maplibregl.Marker({ element, draggable: Boolean(spec.draggable), anchor: 'bottom' }).setLngLat([spec.point.longitude, spec.point.latitude]).addTo(map);
  const report = () => {
    const { lat, lng } = marker.getLngLat();
    onMove({ latitude: lat, longitude: lng });
  };
  marker.on('dragend', report);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = arrowSteps[event.key];
    if (!spec.draggable || !step) return;
    event.preventDefault();
    event.stopPropagation();
    const size = event.shiftKey ? keyStepPx * 10 : keyStepPx;
    const at = map.project(marker.getLngLat());
    marker.setLngLat(map.unproject([at.x + step[0] * size, at.y + step[1] * size]));
    report();
  };
  element.addEventListener('keydown', onKeyDown);
  return {
    marker,
    element,
    cleanup: () => {
      element.removeEventListener('keydown', onKeyDown);
      marker.remove();
    },
  };
}
