import { describe, expect, it } from 'vitest';
import { agencyProfileLoadFailure } from './agencyProfileLoadError';

describe('agencyProfileLoadFailure', () => {
  it('says the status of an HTTP failure, and sends a 401 to sign in', () => {
    expect(agencyProfileLoadFailure({ kind: 'http', status: 500 }, true)).toEqual({ message: 'Failed to load profile: 500', signInRequired: false });
    expect(agencyProfileLoadFailure({ kind: 'http', status: 401 }, true)).toEqual({ message: 'Failed to load profile: 401', signInRequired: true });
  });

  it('says the data could not be loaded when no answer came', () => {
    expect(agencyProfileLoadFailure({ kind: 'network' }, true)).toEqual({ message: 'Failed to load profile data', signInRequired: false });
    expect(agencyProfileLoadFailure(undefined, true)).toEqual({ message: 'Failed to load profile data', signInRequired: false });
  });

  it('says the token is missing, and sends the user to sign in', () => {
    expect(agencyProfileLoadFailure(undefined, false)).toEqual({ message: 'Authentication token not found', signInRequired: true });
  });
});
