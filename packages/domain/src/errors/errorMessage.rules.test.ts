import { describe, expect, it } from 'vitest';
import { errorCases, errorMessageFor, isErrorCase } from './errorMessage.rules';
import type { ErrorMessageTable } from './errorMessageTable';

const full: ErrorMessageTable = {
  default: 'D',
  notFound: 'NF',
  forbidden: 'FB',
  network: 'NW',
  server: 'SV',
  duplicate: 'DU',
  validation: 'VA',
};

const onlyNotFoundAndForbidden: ErrorMessageTable = { default: 'D', notFound: 'NF', forbidden: 'FB' };

class NamedError extends Error {
  constructor(name: string, message = '') {
    super(message);
    this.name = name;
  }
}

describe('errorMessageFor by status', () => {
  it.each([
    [404, 'NF'],
    [401, 'FB'],
    [403, 'FB'],
    [409, 'DU'],
    [400, 'VA'],
    [422, 'VA'],
    [500, 'SV'],
    [503, 'SV'],
    [599, 'SV'],
    [418, 'D'],
    [600, 'D'],
  ])('maps status %i', (status, expected) => {
    expect(errorMessageFor({ status }, full)).toBe(expected);
  });

  it('ignores a status that is not a whole number', () => {
    expect(errorMessageFor({ status: 404.5 }, full)).toBe('D');
  });
});

describe('errorMessageFor by message substring, case-insensitive', () => {
  it.each([
    ['Team member Not Found', 'NF'],
    ['UNAUTHORIZED', 'FB'],
    ['Forbidden resource', 'FB'],
    ['You lack permission', 'FB'],
    ['Duplicate entry for email', 'DU'],
    ['Member already exists', 'DU'],
    ['Validation failed', 'VA'],
    ['Invalid email', 'VA'],
    ['Network down', 'NW'],
    ['Gateway Timeout while waiting', 'NW'],
    ['Request timed out', 'NW'],
    ['Failed to fetch', 'NW'],
    ['Internal Server Error', 'SV'],
    ['server error', 'SV'],
    ['something odd', 'D'],
    ['', 'D'],
  ])('maps %j', (message, expected) => {
    expect(errorMessageFor({ message }, full)).toBe(expected);
    expect(errorMessageFor(new Error(message), full)).toBe(expected);
    expect(errorMessageFor(message, full)).toBe(expected);
  });

  it('reads a server message object { en }', () => {
    expect(errorMessageFor({ message: { en: 'Email already exists' } }, full)).toBe('DU');
    expect(errorMessageFor({ message: { fr: 'existe déjà' } }, full)).toBe('D');
  });
});

describe('status written in the message', () => {
  it.each([
    ['Failed to fetch agents. Status: 500', 'SV'],
    ['Failed to fetch team members Status 404', 'NF'],
    ['HTTP status code 403', 'FB'],
    ['Failed to fetch reviews: 500', 'SV'],
    ['Error: 404 - Not Found', 'NF'],
    ['Upload failed: 409 - conflict', 'DU'],
  ])('reads %j', (message, expected) => {
    expect(errorMessageFor(message, full)).toBe(expected);
  });

  it("does not take 'Failed to fetch ... Status: N' for a network failure", () => {
    expect(errorCases('Failed to fetch agents. Status: 500')).toEqual(['server']);
    expect(errorMessageFor('Failed to fetch agents. Status: 500', onlyNotFoundAndForbidden)).toBe('D');
    expect(errorMessageFor({ status: 500, message: 'Failed to fetch' }, { default: 'D', network: 'NW' })).toBe('D');
  });

  it('prefers the status field over a number in the text', () => {
    expect(errorMessageFor({ status: 403, message: 'Status: 404' }, full)).toBe('FB');
  });

  it('ignores numbers that are not written as a status', () => {
    expect(errorCases('Property 404 was archived')).toEqual([]);
    expect(errorCases('Listing id: 4041')).toEqual([]);
  });
});

describe('failure kinds', () => {
  it('maps network and timeout kinds to the network case', () => {
    expect(errorMessageFor({ kind: 'network' }, full)).toBe('NW');
    expect(errorMessageFor({ kind: 'timeout' }, full)).toBe('NW');
  });

  it('gives abort, decode and http without other facts the default', () => {
    expect(errorMessageFor({ kind: 'abort' }, full)).toBe('D');
    expect(errorMessageFor({ kind: 'decode' }, full)).toBe('D');
    expect(errorMessageFor({ kind: 'http' }, full)).toBe('D');
  });

  it('infers the kind from the error class name when no kind is given', () => {
    expect(errorMessageFor(new NamedError('NetworkError'), full)).toBe('NW');
    expect(errorMessageFor(new NamedError('TimeoutError'), full)).toBe('NW');
    expect(errorMessageFor(new NamedError('AbortError'), full)).toBe('D');
    expect(errorMessageFor(new NamedError('SomethingElse'), full)).toBe('D');
  });

  it('prefers an explicit kind and ignores unknown kinds', () => {
    expect(errorMessageFor(Object.assign(new NamedError('NetworkError'), { kind: 'abort' }), full)).toBe('D');
    expect(errorMessageFor({ kind: 'weird', status: 404 }, full)).toBe('NF');
  });

  it('puts the kind before the status', () => {
    expect(errorCases({ kind: 'timeout', status: 504 })).toEqual(['network', 'server']);
  });
});

describe('choosing among the table entries', () => {
  it('uses the first matching case the table defines', () => {
    const error = { status: 500, message: 'User not found' };
    expect(errorCases(error)).toEqual(['server', 'notFound']);
    expect(errorMessageFor(error, full)).toBe('SV');
    expect(errorMessageFor(error, onlyNotFoundAndForbidden)).toBe('NF');
  });

  it('falls back to the default when no matching case is defined', () => {
    expect(errorMessageFor({ status: 409 }, onlyNotFoundAndForbidden)).toBe('D');
    expect(errorMessageFor({ kind: 'network' }, onlyNotFoundAndForbidden)).toBe('D');
  });

  it('lists each case once', () => {
    expect(errorCases({ status: 404, message: 'not found' })).toEqual(['notFound']);
  });
});

describe('values that are not errors', () => {
  it.each([null, undefined, 42, true])('gives the default for %j', (value) => {
    expect(errorMessageFor(value, full)).toBe('D');
  });

  it('ignores a message that is neither text nor { en }', () => {
    expect(errorMessageFor({ message: 404 }, full)).toBe('D');
  });
});

describe('isErrorCase', () => {
  it('tells whether an error matches a case', () => {
    expect(isErrorCase({ status: 409 }, 'duplicate')).toBe(true);
    expect(isErrorCase('An invitation already exists', 'duplicate')).toBe(true);
    expect(isErrorCase({ status: 404 }, 'duplicate')).toBe(false);
  });
});
