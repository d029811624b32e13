import { en, GeocoderError, mapConstants, pointTextErrorMessage, readPointText, type GeoPoint } from '@marketplace/domain';
import { fn } from 'storybook/test';
import type { LocationPickerDialogProps } from '../LocationPickerDialog';
import { offlineBasemapAttribution } from '../offline/uaeBasemapStyle';
import { uaeGazetteer, uaeGazetteerAttribution } from '../offline/uaeGazetteer';
import { gazetteerPlace } from './storyMapData';

/** The dialog's props with nothing picked, the built-in basemap given by the story's loader. */
export function pickerViewArgs(mapStyle: object | null, point: GeoPoint | null = null, address: string | null = null): LocationPickerDialogProps {
  return {
    mode: point ? 'edit' : 'select',
    point,
    address,
    map: {
      mapStyle,
      styleFellBack: false,
      centre: point ?? mapConstants.defaultCentre,
      zoom: point ? mapConstants.pickZoom : mapConstants.pickerZoom,
      onPick: fn(),
      onMarkerMove: fn(),
      onStyleFallback: fn(),
    },
    search: { query: '', suggestions: [], status: 'idle', error: null, onQueryChange: fn(), onPick: fn() },
    coordinates: { text: '', error: null, onTextChange: fn(), onApply: fn() },
    sources: { map: offlineBasemapAttribution, search: uaeGazetteerAttribution },
    onConfirm: fn(),
    onCancel: fn(),
  };
}

export const marina = gazetteerPlace('Dubai Marina');

/** An address as long as a geocoder's full one: four of the gazetteer's longest names with their emirates. */
export function longAddress(): string {
  const names = [...uaeGazetteer].sort((a, b) => b.name.length - a.name.length).slice(0, 4).map((place) => `${place.name}, ${place.emirate}`);
  return names.join(' - ');
}

export const timeoutError = new GeocoderError('timeout');

/** The message the hook gives for an out-of-range latitude. */
export const refusedCoordinates = { text: '95, 55', error: pointTextErrorMessage(readPointText('95, 55'), en.mapPicker) };
