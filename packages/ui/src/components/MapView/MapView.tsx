import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import * as styles from './MapView.css';
import type { MapUnavailableReason, MapViewProps } from './mapViewTypes';
import { hasWebGl } from './webglSupport';

// maplibre-gl (about 280 KiB gzip with its worker) loads with the first map shown, never with
// MapView's importer (DESIGN.md, heavy libraries).
const MapCanvas = lazy(() => import('./MapCanvas'));

class LoadBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const defaultUnavailable: Record<MapUnavailableReason, string> = {
  webgl: 'This browser cannot draw maps (WebGL is unavailable).',
  load: 'The map could not be loaded.',
};

/**
 * A MapLibre map with coloured markers: a click or Enter on the focused map picks a point, draggable
 * markers move by pointer or arrow keys, arrows pan and + and - zoom. When the browser has no WebGL,
 * or the map's code cannot load, `unavailable(reason)` is shown in its place.
 */
export function MapView({
  unavailable,
  onUnavailable,
  keyboardHelp = 'Arrow keys move the map, + and - zoom, Enter picks the centre.',
  loadingLabel = 'Loading map...',
  zoomInLabel = 'Zoom in',
  zoomOutLabel = 'Zoom out',
  height,
  ...props
}: MapViewProps) {
  // Checked once, on the first render in a browser (a server render leaves it to the browser's).
  const [problem, setProblem] = useState<MapUnavailableReason | null>(() => (typeof document === 'undefined' || hasWebGl() ? null : 'webgl'));

  useEffect(() => {
    if (problem) onUnavailable?.(problem);
    // Reported once per problem, whatever the caller's callback identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problem]);

  const placeholder = (content: ReactNode, role?: 'status' | 'alert') => (
    <div className={styles.placeholder} role={role}>
      {content}
    </div>
  );

  return (
    <div className={styles.frame} style={{ blockSize: height }}>
      {problem ? (
        unavailable ? (
          unavailable(problem)
        ) : (
          placeholder(defaultUnavailable[problem], 'alert')
        )
      ) : (
        <LoadBoundary onError={() => setProblem('load')}>
          <Suspense fallback={placeholder(loadingLabel, 'status')}>
            <MapCanvas {...props} keyboardHelp={keyboardHelp} zoomInLabel={zoomInLabel} zoomOutLabel={zoomOutLabel} />
          </Suspense>
        </LoadBoundary>
      )}
    </div>
  );
}
