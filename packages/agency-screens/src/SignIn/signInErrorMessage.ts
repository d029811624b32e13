import {
  agencyProfileMessages,
  commonMessages,
  sessionMessages,
  signInMessages,
  type Messages,
} from '@marketplace/domain';
import { HttpError, isApiError, SessionError } from '@marketplace/api-client';

/** What the sign-in form says after a failed attempt: the server's words when it sent some. */
type SignInErrorCopy = Pick<Messages, 'signIn' | 'session' | 'agencyProfile' | 'common'>;

// The groups alone, not `en`: this runs on the sign-in page, the first load of every visit.
const defaultCopy: SignInErrorCopy = {
  signIn: signInMessages,
  session: sessionMessages,
  agencyProfile: agencyProfileMessages,
  common: commonMessages,
};

export function signInErrorMessage(error: unknown, messages: SignInErrorCopy = defaultCopy): string {
  if (error instanceof SessionError) {
    if (error.reason === 'wrongRole') return messages.signIn.notAgencyAccount;
    if (error.reason === 'refreshFailed') return messages.session.tokenRefreshFailed;
    return messages.agencyProfile.loadDataFailed;
  }
  if (error instanceof HttpError) {
    return error.serverMessage ?? (error.status === 401 ? messages.signIn.invalidCredentials : messages.common.unexpectedError);
  }
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) return messages.signIn.unreachable;
  return messages.common.unexpectedError;
}
