import { mapConstants, pointTextErrorMessage, readPointText, type GeoPoint, type Geocoder, type GeocoderSuggestion } from '@marketplace/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMapPickerMessages } from '../messages';
import type { LocationPickerDialogProps } from './LocationPickerDialog';
import { loadOfflineBasemapStyle, offlineBasemapAttribution, type OfflineBasemapStyle } from './offline/uaeBasemapStyle';
import { useAddressSearch } from './useAddressSearch';
import { useReverseLookup } from './useReverseLookup';

export interface LocationPickerOptions {
  /** The point being edited ('Edit Location', centred there), or null ('Select Location', the default centre). */
  initialPoint: GeoPoint | null;
  /** The saved address of `initialPoint`, shown until the point moves. */
  initialAddress?: string | null;
  /** The address search (and reverse lookup). */
  geocoder: Geocoder;
  /** A MapLibre style URL (vector or raster tiles); the built-in basemap when absent or when it fails to load. */
  mapStyle?: string;
  /** Who to credit for `mapStyle`'s data; its host name when absent. */
  mapAttribution?: string;
  /** 'Confirm Location', once per opening: the point and its address when known. */
  onConfirm: (point: GeoPoint, address?: string) => void;
  onCancel: () => void;
}

function hostOf(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).host || url;
  } catch {
    return url;
  }
}

/** The built-in basemap's style, loaded (with its data) when the picker first opens. */
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
 * The picker's state: the point and its address, the camera, the search, the typed coordinates and
 * the map style, turned into the dialog's props. A pick from the search moves the camera there at
 * zoom 16 (spec 2 section 9); a click or a dragged marker moves only the point.
 */
export function useLocationPicker(options: LocationPickerOptions): LocationPickerDialogProps {
  const { initialPoint, geocoder, mapStyle, onConfirm, onCancel } = options;
  const messages = useMapPickerMessages();
  const [point, setPoint] = useState<GeoPoint | null>(initialPoint);
  const [camera, setCamera] = useState<{ centre: GeoPoint; zoom: number }>({ centre: initialPoint ?? mapConstants.defaultCentre, zoom: mapConstants.pickerZoom });
  const [coordinateText, setCoordinateText] = useState('');
  const [coordinateError, setCoordinateError] = useState<string | null>(null);
  const [styleFellBack, setStyleFellBack] = useState(false);
  const offline = useOfflineBasemap();
  const reverse = useReverseLookup(geocoder, initialPoint ? (options.initialAddress ?? null) : null);
  const confirmed = useRef(false);

  const moveTo = useCallback((next: GeoPoint, centreOn: boolean) => {
    setPoint(next);
    setCoordinateError(null);
    if (centreOn) setCamera({ centre: next, zoom: mapConstants.pickZoom });
  }, []);

  const onSuggestionPicked = useCallback(
    (suggestion: GeocoderSuggestion) => {
      moveTo(suggestion.point, true);
      // The label is the address the user chose; the detail (emirate, Arabic name) only told suggestions apart.
      reverse.setKnown(suggestion.label);
    },
    [moveTo, reverse],
  );
  const search = useAddressSearch(geocoder, onSuggestionPicked);

  const pickAt = useCallback(
    (next: GeoPoint) => {
      moveTo(next, false);
      reverse.lookUp(next);
    },
    [moveTo, reverse],
  );

  const applyCoordinates = () => {
    const read = readPointText(coordinateText);
    if (!read.ok) {
      setCoordinateError(pointTextErrorMessage(read, messages));
      return;
    }
    moveTo(read.point, true);
    reverse.lookUp(read.point);
  };

  const confirm = () => {
    // A second press (a double click, Enter held) while the caller closes the dialog is not a second confirm.
    if (point === null || confirmed.current) return;
    confirmed.current = true;
    const address = reverse.address;
    if (address) onConfirm(point, address);
    else onConfirm(point);
  };

  const custom = mapStyle !== undefined && !styleFellBack;
  return {
    mode: initialPoint ? 'edit' : 'select',
    point,
    address: reverse.address,
    map: {
      // A custom style waits for the built-in one, so there is a fallback from its first failure on.
      mapStyle: offline ? (mapStyle ?? offline) : null,
      ...(offline && mapStyle !== undefined ? { fallbackStyle: offline } : {}),
      styleFellBack,
      centre: camera.centre,
      zoom: camera.zoom,
      onPick: pickAt,
      onMarkerMove: pickAt,
      onStyleFallback: () => setStyleFellBack(true),
    },
    search: { query: search.query, suggestions: search.suggestions, status: search.status, error: search.error, onQueryChange: search.onQueryChange, onPick: search.onPick },
    coordinates: {
      text: coordinateText,
      error: coordinateError,
      onTextChange: (text) => {
        setCoordinateText(text);
        setCoordinateError(null);
      },
      onApply: applyCoordinates,
    },
    sources: { map: custom ? (options.mapAttribution ?? hostOf(mapStyle)) : offlineBasemapAttribution, search: geocoder.attribution },
    onConfirm: confirm,
    onCancel,
  };
}
