// The map picker entry (`@marketplace/agency-screens/map-picker`, issue 16): the Select/Edit Location
// dialog, and the geocoders and offline data an embedder may pass to it or reuse.
export { createGazetteerGeocoder } from './geocoders/gazetteerGeocoder';
export { createNominatimGeocoder, type NominatimOptions } from './geocoders/nominatimGeocoder';
export { createPhotonGeocoder, type PhotonOptions } from './geocoders/photonGeocoder';
export { uaeGazetteer, uaeGazetteerAttribution } from './offline/uaeGazetteer';
export { loadOfflineBasemapStyle, offlineBasemapAttribution, type OfflineBasemapStyle } from './offline/uaeBasemapStyle';
