import { describe, expect, it } from 'vitest';
import { en } from '../messages/messages';
import { httpFailure, kindFailure } from './errorFakes.testing';
import { profileLoadFailure, profileSaveErrorMessage } from './profileErrorMessage';

describe('profileLoadFailure', () => {
  it('says the status of an HTTP failure, and sends a 401 to sign in', () => {
    expect(profileLoadFailure({ kind: 'http', status: 500 }, true, en)).toEqual({ message: 'Failed to load profile: 500', signInRequired: false });
    expect(profileLoadFailure({ kind: 'http', status: 401 }, true, en)).toEqual({ message: 'Failed to load profile: 401', signInRequired: true });
  });

  it('says the data could not be loaded when no answer came', () => {
    expect(profileLoadFailure({ kind: 'network' }, true, en)).toEqual({ message: 'Failed to load profile data', signInRequired: false });
    expect(profileLoadFailure(undefined, true, en)).toEqual({ message: 'Failed to load profile data', signInRequired: false });
  });

  it('says the token is missing, and sends the user to sign in', () => {
    expect(profileLoadFailure(undefined, false, en)).toEqual({ message: 'Authentication token not found', signInRequired: true });
  });
});

describe('profileSaveErrorMessage', () => {
  it("shows the server's message.en", () => {
    const error = httpFailure(400, 'Bad Request', { message: { en: 'Unknown service area: 999' } }, 'Unknown service area: 999');
    expect(profileSaveErrorMessage(error, en.agencyProfile)).toBe('Unknown service area: 999');
  });

  it('shows the status when the server sent no message', () => {
    expect(profileSaveErrorMessage(httpFailure(502, 'Bad Gateway', ''), en.agencyProfile)).toBe('Failed to update profile: 502');
  });

  it('shows the generic message for a network failure or anything else', () => {
    expect(profileSaveErrorMessage(kindFailure('network'), en.agencyProfile)).toBe('An error occurred while saving changes');
    expect(profileSaveErrorMessage(new Error('bug'), en.agencyProfile)).toBe('An error occurred while saving changes');
  });
});
