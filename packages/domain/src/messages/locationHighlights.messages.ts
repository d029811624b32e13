/** Nearby Location Highlights and their 'Manage Locations' dialog (spec 3 sections 2.6 and 5). */
export const locationHighlightsMessages = {
  title: 'Nearby Location Highlights',
  manageLocations: 'Manage Locations',
  labelField: 'Location Label',
  labelPlaceholder: 'e.g. Dubai Mall',
  typeField: 'Location Type',
  mapLabel: 'Map',
  add: 'Add',
  update: 'Update',
  edit: 'Edit',
  remove: 'Remove',
  editItem: (label: string) => `Edit ${label}`,
  removeItem: (label: string) => `Remove ${label}`,
  fromProject: 'From Project',
  existing: 'Saved',
  empty: 'No location highlights added',
  done: 'Done',
  labelRequired: 'Please provide a location label',
  typeRequired: 'Please select a location type',
  positionRequired: 'Please click on the map to select a location',
  /** Beyond the spec: leaving an edit without changing the highlight. */
  cancelEdit: 'Cancel edit',
  /** A highlight added in this dialog and not saved with the property yet. */
  newItem: 'New',
  /** The draft's marker, before Add. */
  draftMarker: 'New location',
  listLabel: 'Location highlights',
  /** Where the highlight is, in the list and under the map. */
  position: 'Position',
  /** The highlight types lookup failed: its built-in list (spec 3 section 8) is offered instead. */
  typesFallback: 'The location types could not be loaded, so the built-in list is shown.',
  typesLoading: 'Loading location types...',
  /** The map data's source, as its licence asks. */
  mapSource: (map: string) => `Map: ${map}.`,
  webglUnavailable: 'The map cannot be shown: this browser has WebGL turned off or does not support it. Enter coordinates instead.',
};
