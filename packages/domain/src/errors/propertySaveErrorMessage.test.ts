import { describe, expect, it } from 'vitest';
import { en } from '../messages/messages';
import { httpFailure, kindFailure } from './errorFakes.testing';
import { propertyImageUploadFailedMessage, propertySaveErrorMessage } from './propertySaveErrorMessage';

describe('propertySaveErrorMessage', () => {
  it("gives 'Error: {status} - {server message}' for an answered call, else the status text", () => {
    expect(propertySaveErrorMessage(httpFailure(400, 'Bad Request', { message: { en: 'Name already used' } }, 'Name already used'), 'create', en)).toBe(
      'Error: 400 - Name already used',
    );
    expect(propertySaveErrorMessage(httpFailure(500, 'Internal Server Error', ''), 'update', en)).toBe('Error: 500 - Internal Server Error');
  });

  it("falls back to 'Failed to submit property' on create and 'Failed to update property' on update", () => {
    expect(propertySaveErrorMessage(kindFailure('network'), 'create', en)).toBe('Failed to submit property');
    expect(propertySaveErrorMessage(kindFailure('timeout'), 'update', en)).toBe('Failed to update property');
    expect(propertySaveErrorMessage(new Error('bug'), 'create', en)).toBe('Failed to submit property');
    expect(propertySaveErrorMessage(httpFailure(502, '', ''), 'create', en)).toBe('Failed to submit property');
  });
});

describe('propertyImageUploadFailedMessage', () => {
  it('names the image whose upload failed, in the spec words', () => {
    expect(propertyImageUploadFailedMessage('mainImage', en.propertyForm)).toBe('Failed to upload main image');
    expect(propertyImageUploadFailedMessage('floorPlanImage', en.propertyForm)).toBe('Failed to upload floor plan image');
    expect(propertyImageUploadFailedMessage('layoutImage', en.propertyForm)).toBe('Failed to upload layout image');
  });
});
