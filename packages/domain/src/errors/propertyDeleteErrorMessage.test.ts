import { describe, expect, it } from 'vitest';
import { en } from '../messages/messages';
import { httpFailure, kindFailure } from './errorFakes.testing';
import { propertyDeleteErrorMessage } from './propertyDeleteErrorMessage';

describe('propertyDeleteErrorMessage', () => {
  it("says 'Error: {status} - {server message}' when the server explains", () => {
    expect(propertyDeleteErrorMessage(httpFailure(404, 'Not Found', {}, 'Property not found with id 7'), en)).toBe(
      'Error: 404 - Property not found with id 7',
    );
  });

  it("falls back to the status text (spec 3 section 8: 'Error: {status} - {statusText}')", () => {
    expect(propertyDeleteErrorMessage(httpFailure(500, 'Internal Server Error', {}), en)).toBe('Error: 500 - Internal Server Error');
  });

  it("says 'Failed to delete property' without an answer or with nothing to quote", () => {
    expect(propertyDeleteErrorMessage(kindFailure('network'), en)).toBe('Failed to delete property');
    expect(propertyDeleteErrorMessage(httpFailure(503, '', ''), en)).toBe('Failed to delete property');
    expect(propertyDeleteErrorMessage(new Error('boom'), en)).toBe('Failed to delete property');
  });
});
