import type { Messages } from '../messages/messages';
import { readErrorFacts } from './errorFacts';

/** The groups the sign-in errors are worded in. */
export type SignInErrorMessages = Pick<Messages, 'signIn' | 'session' | 'common'>;

/**
 * What the sign-in form says after a failed attempt (spec 1 section 8, 'Auth'): the server's words
 * when it sent some, 'invalid credentials' for a bare 401, 'unreachable' when no answer came, and
 * why a session could not be set up after the credentials were accepted.
 */
export function signInErrorMessage(error: unknown, messages: SignInErrorMessages): string {
  const facts = readErrorFacts(error);
  if (facts.kind === 'session') {
    if (facts.sessionReason === 'wrongRole') return messages.signIn.notAgencyAccount;
    if (facts.sessionReason === 'refreshFailed') return messages.session.tokenRefreshFailed;
    return messages.session.profileDataFailed;
  }
  if (facts.kind === 'http') {
    return facts.serverMessage ?? (facts.status === 401 ? messages.signIn.invalidCredentials : messages.common.unexpectedError);
  }
  if (facts.kind === 'network' || facts.kind === 'timeout') return messages.signIn.unreachable;
  return messages.common.unexpectedError;
}
