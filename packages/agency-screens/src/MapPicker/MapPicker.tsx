import type { Geocoder } from '@marketplace/domain';
import { useMemo } from 'react';
import { createGazetteerGeocoder } from './geocoders/gazetteerGeocoder';
import { LocationPickerDialog } from './LocationPickerDialog';
import { uaeGazetteer, uaeGazetteerAttribution } from './offline/uaeGazetteer';
import { useLocationPicker, type LocationPickerOptions } from './useLocationPicker';

export interface MapPickerProps extends Omit<LocationPickerOptions, 'geocoder'> {
  /** Whether the dialog is open; each opening starts from `initialPoint`. */
  isOpen: boolean;
  /** The address search; the built-in UAE gazetteer (no network) when absent. */
  geocoder?: Geocoder;
}

function OpenMapPicker(options: LocationPickerOptions) {
  return <LocationPickerDialog {...useLocationPicker(options)} />;
}

/**
 * The Select/Edit Location dialog as a form (or any page) opens it: with no props beyond the point and
 * the callbacks it works offline, on the built-in basemap and gazetteer; `mapStyle` and `geocoder`
 * replace either.
 */
export function MapPicker({ isOpen, geocoder, ...options }: MapPickerProps) {
  const builtIn = useMemo(() => (geocoder ? null : createGazetteerGeocoder(uaeGazetteer, uaeGazetteerAttribution)), [geocoder]);
  const chosen = geocoder ?? builtIn;
  // Mounted only while open, so a new opening starts afresh rather than from a cancelled pick.
  return isOpen && chosen ? <OpenMapPicker {...options} geocoder={chosen} /> : null;
}
