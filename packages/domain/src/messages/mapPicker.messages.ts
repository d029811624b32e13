/** The Select/Edit Location map dialog (spec 2 section 2.4, spec 3 section 8). */
export const mapPickerMessages = {
  selectTitle: 'Select Location',
  editTitle: 'Edit Location',
  searchLabel: 'Search address',
  searchPlaceholder: 'Search for an address...',
  searching: 'Searching...',
  noResults: 'No addresses found',
  mapLabel: 'Map',
  clickHint: 'Click on the map to select a location',
  latitude: 'Latitude',
  longitude: 'Longitude',
  selectedCoordinates: (latitude: string, longitude: string) => `Selected: ${latitude}, ${longitude}`,
  noSelection: 'No location selected',
  confirm: 'Confirm Location',
  cancel: 'Cancel',
  initFailed: 'Failed to initialize map',
  searchFailed: 'Address search failed. Please try again.',
};
