import { describe, expect, it } from 'vitest';
import { readPointText } from '../geo/coordinateInput';
import { GeocoderError } from '../geo/geocoder';
import { en } from '../messages/messages';
import { geocoderErrorMessage, pointTextErrorMessage } from './mapPickerErrorMessage';

const messages = en.mapPicker;

describe('geocoderErrorMessage', () => {
  it('names each kind of geocoder failure, and the spec line for anything else', () => {
    expect(geocoderErrorMessage(new GeocoderError('timeout'), messages)).toBe('The address search took too long. Please try again.');
    expect(geocoderErrorMessage(new GeocoderError('rateLimited'), messages)).toBe('Too many address searches in a short time. Wait a moment and try again.');
    expect(geocoderErrorMessage(new GeocoderError('badResponse'), messages)).toBe(messages.searchBadResponse);
    expect(geocoderErrorMessage(new GeocoderError('network'), messages)).toBe(messages.searchNetwork);
    expect(geocoderErrorMessage(new TypeError('x is undefined'), messages)).toBe('Address search failed. Please try again.');
  });
});

describe('pointTextErrorMessage', () => {
  it('says which coordinate is wrong and why', () => {
    expect(pointTextErrorMessage(readPointText('25.2, 55.3'), messages)).toBeNull();
    expect(pointTextErrorMessage(readPointText(''), messages)).toBe('Type a latitude and a longitude.');
    expect(pointTextErrorMessage(readPointText('25.2'), messages)).toBe('Type two numbers: the latitude, then the longitude.');
    expect(pointTextErrorMessage(readPointText('x, 55'), messages)).toBe('The latitude is not a number.');
    expect(pointTextErrorMessage(readPointText('25, y'), messages)).toBe('The longitude is not a number.');
    expect(pointTextErrorMessage(readPointText('91, 55'), messages)).toBe('The latitude must be between -90 and 90.');
    expect(pointTextErrorMessage(readPointText('25, -181'), messages)).toBe('The longitude must be between -180 and 180.');
  });
});
