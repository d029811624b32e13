import type { Messages } from '../messages/messages';
import { readErrorFacts } from './errorFacts';

/** What the agency profile does with a failed load. */
export interface ProfileLoadFailure {
  /** The message shown (spec 1 section 8). */
  readonly message: string;
  /** The session is gone: clear the token and go to /signin (spec 1 section 8, 'a 401 on load'). */
  readonly signInRequired: boolean;
}

/**
 * A failed GET /api/profile (spec 1 section 8, 'Profile'): an HTTP answer says 'Failed to load
 * profile: N' (a 401 also sends the user to sign in), no token says 'Authentication token not found'
 * (and sends them too), anything else 'Failed to load profile data'.
 */
export function profileLoadFailure(error: unknown, hasToken: boolean, messages: Pick<Messages, 'agencyProfile' | 'session'>): ProfileLoadFailure {
  if (!hasToken) return { message: messages.session.tokenNotFound, signInRequired: true };
  const { status } = readErrorFacts(error);
  if (status !== null && status >= 400) return { message: messages.agencyProfile.loadFailed(status), signInRequired: status === 401 };
  return { message: messages.agencyProfile.loadDataFailed, signInRequired: false };
}

/**
 * A failed profile save (spec 1 section 8, 'Profile'): the server's message.en, else 'Failed to
 * update profile: N' for an answer without one, else (network, timeout, a bug) 'An error occurred
 * while saving changes'.
 */
export function profileSaveErrorMessage(error: unknown, messages: Messages['agencyProfile']): string {
  const facts = readErrorFacts(error);
  if (facts.kind !== 'http' || facts.status === null) return messages.saveError;
  return facts.serverMessage ?? messages.saveFailed(facts.status);
}
