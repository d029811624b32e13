import { describe, expect, it } from 'vitest';
import { en } from '../messages/messages';
import { sessionEndedMessage } from './sessionEndedMessage';

describe('sessionEndedMessage', () => {
  it("says 'Token refresh failed' after a refused refresh, and why for the other ends a user did not choose", () => {
    expect(sessionEndedMessage('refreshFailed', en)).toBe('Token refresh failed');
    expect(sessionEndedMessage('unauthorized', en)).toBe(en.session.sessionExpired);
    expect(sessionEndedMessage('profileFailed', en)).toBe('Failed to load profile data');
    expect(sessionEndedMessage('wrongRole', en)).toBe(en.signIn.notAgencyAccount);
  });

  it('says nothing before any session, after signing out, or for an unknown reason', () => {
    for (const reason of ['noToken', 'signOut', null, 'something-else']) expect(sessionEndedMessage(reason, en)).toBeNull();
  });
});
