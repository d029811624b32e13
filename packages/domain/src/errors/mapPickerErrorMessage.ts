import { isGeocoderError } from '../geo/geocoder';
import type { PointTextParse } from '../geo/coordinateInput';
import type { mapPickerMessages } from '../messages/mapPicker.messages';

type MapPickerMessages = typeof mapPickerMessages;

/** What the address search says when its geocoder failed: the failure's kind, else the spec's general line. */
export function geocoderErrorMessage(error: unknown, messages: MapPickerMessages): string {
  if (!isGeocoderError(error)) return messages.searchFailed;
  switch (error.kind) {
    case 'timeout':
      return messages.searchTimeout;
    case 'rateLimited':
      return messages.searchRateLimited;
    case 'badResponse':
      return messages.searchBadResponse;
    case 'network':
      return messages.searchNetwork;
    default:
      return messages.searchFailed;
  }
}

/** Why typed coordinates were refused, or null when they were read. */
export function pointTextErrorMessage(parse: PointTextParse, messages: MapPickerMessages): string | null {
  if (parse.ok) return null;
  switch (parse.reason) {
    case 'empty':
      return messages.coordinatesEmpty;
    case 'notAPair':
      return messages.coordinatesNotAPair;
    case 'notANumber':
      return parse.axis === 'latitude' ? messages.latitudeNotANumber : messages.longitudeNotANumber;
    case 'outOfRange':
      return parse.axis === 'latitude' ? messages.latitudeOutOfRange : messages.longitudeOutOfRange;
  }
}
