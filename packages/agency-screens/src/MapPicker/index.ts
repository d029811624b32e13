// The map picker entry (`@marketplace/agency-screens/map-picker`, issue 16): the Select/Edit Location
// dialog, and the geocoders and offline data an embedder may pass to it or reuse.
export { createGazetteerGeocoder } from './geocoders/gazetteerGeocoder';
export { createNominatimGeocoder, type NominatimOptions } from './geocoders/nominatimGeocoder';
export { createPhotonGeocoder, type PhotonOptions } from './geocoders/photonGeocoder';
export { uaeGazetteer, uaeGazetteerAttribution } from './offline/uaeGazetteer';
export { loadOfflineBasemapStyle, offlineBasemapAttribution, type OfflineBasemapStyle } from './offline/uaeBasemapStyle';
export { MapPicker, type MapPickerProps } from './MapPicker';
export {
  LocationPickerDialog,
  type AddressSearchProps,
  type CoordinateEntryProps,
  type LocationPickerDialogProps,
  type PickerMapProps,
} from './LocationPickerDialog';
export { useLocationPicker, type LocationPickerOptions } from './useLocationPicker';
export type { AddressSearchStatus } from './useAddressSearch';
// The 'Manage Locations' dialog of the property form's location highlights.
export { ManageLocations, type ManageLocationsProps } from './highlights/ManageLocations';
export {
  ManageLocationsDialog,
  type HighlightFormProps,
  type HighlightListProps,
  type HighlightMapProps,
  type HighlightTypesStatus,
  type ManageLocationsDialogProps,
} from './highlights/ManageLocationsDialog';
export { useHighlightEditor, type HighlightEditorOptions } from './highlights/useHighlightEditor';
export type { HighlightListItem, HighlightOrigin } from './highlights/highlightItems';
