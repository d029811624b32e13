import { mapConstants, type GeoPoint, type Geocoder, type GeocoderSuggestion } from '@marketplace/domain';
import { useCallback, useRef, useState } from 'react';
import type { LocationPickerDialogProps } from './LocationPickerDialog';
import { useAddressSearch } from './useAddressSearch';
import { useBasemap } from './useBasemap';
import { useCoordinateEntry } from './useCoordinateEntry';
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
  /** Who to credit for `mapStyle`'s data, by name only (the dialog labels it in its language); its host name when absent. */
  mapAttribution?: string;
  /** 'Confirm Location', once per opening: the point and its address when known. */
  onConfirm: (point: GeoPoint, address?: string) => void;
  onCancel: () => void;
}

/**
 * The picker's state: the point and its address, the camera, the search, the typed coordinates and
 * the map style, turned into the dialog's props. A pick from the search moves the camera there at
 * zoom 16 (spec 2 section 9); a click or a dragged marker moves only the point.
 */
export function useLocationPicker(options: LocationPickerOptions): LocationPickerDialogProps {
  const { initialPoint, geocoder, mapStyle, onConfirm, onCancel } = options;
  const [point, setPoint] = useState<GeoPoint | null>(initialPoint);
  const [camera, setCamera] = useState<{ centre: GeoPoint; zoom: number }>({ centre: initialPoint ?? mapConstants.defaultCentre, zoom: mapConstants.pickerZoom });
  const basemap = useBasemap(mapStyle, options.mapAttribution);
  const reverse = useReverseLookup(geocoder, initialPoint ? (options.initialAddress ?? null) : null);
  const confirmed = useRef(false);

  const coordinates = useCoordinateEntry();
  const { clearError: clearCoordinateError } = coordinates;

  const moveTo = useCallback(
    (next: GeoPoint, centreOn: boolean) => {
      setPoint(next);
      clearCoordinateError();
      if (centreOn) setCamera({ centre: next, zoom: mapConstants.pickZoom });
    },
    [clearCoordinateError],
  );

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

  const confirm = () => {
    // A second press (a double click, Enter held) while the caller closes the dialog is not a second confirm.
    if (point === null || confirmed.current) return;
    confirmed.current = true;
    const address = reverse.address;
    if (address) onConfirm(point, address);
    else onConfirm(point);
  };

  return {
    mode: initialPoint ? 'edit' : 'select',
    point,
    address: reverse.address,
    map: {
      ...basemap.map,
      centre: camera.centre,
      zoom: camera.zoom,
      onPick: pickAt,
      onMarkerMove: pickAt,
    },
    search: { query: search.query, suggestions: search.suggestions, status: search.status, error: search.error, onQueryChange: search.onQueryChange, onPick: search.onPick },
    coordinates: coordinates.propsFor((typed) => {
      moveTo(typed, true);
      reverse.lookUp(typed);
    }),
    sources: { map: basemap.attribution, search: geocoder.attribution },
    onConfirm: confirm,
    onCancel,
  };
}
