import { useEffect, useState } from 'react';
import type { PickerMapProps } from './components/PickerMap';
import { loadOfflineBasemapStyle, offlineBasemapAttribution, type OfflineBasemapStyle } from './offline/uaeBasemapStyle';

/** The map style part of a map dialog's props, and whom its data comes from. */
export interface Basemap {
  readonly map: Pick<PickerMapProps, 'mapStyle' | 'fallbackStyle' | 'styleFellBack' | 'onStyleFallback'>;
  readonly attribution: string;
}

function hostOf(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).host || url;
  } catch {
    return url;
  }
}

/** The built-in basemap's style, loaded (with its data) when a map dialog first opens. */
function useOfflineBasemap(): OfflineBasemapStyle | null {
  const [style, setStyle] = useState<OfflineBasemapStyle | null>(null);
  useEffect(() => {
    let current = true;
    void loadOfflineBasemapStyle().then((loaded) => {
      if (current) setStyle(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return style;
}

/**
 * The style a map dialog draws: an embedder's `mapStyle` URL, or the built-in basemap when there is
 * none or once it failed; `attribution` credits whichever is drawn. Shared by the location picker
 * and the highlights dialog.
 */
export function useBasemap(mapStyle: string | undefined, mapAttribution: string | undefined): Basemap {
  const [styleFellBack, setStyleFellBack] = useState(false);
  const offline = useOfflineBasemap();
  const custom = mapStyle !== undefined && !styleFellBack;
  return {
    map: {
      // A custom style waits for the built-in one, so there is a fallback from its first failure on.
      mapStyle: offline ? (mapStyle ?? offline) : null,
      ...(offline && mapStyle !== undefined ? { fallbackStyle: offline } : {}),
      styleFellBack,
      onStyleFallback: () => setStyleFellBack(true),
    },
    attribution: custom ? (mapAttribution ?? hostOf(mapStyle)) : offlineBasemapAttribution,
  };
}
