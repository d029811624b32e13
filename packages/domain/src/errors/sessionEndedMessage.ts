import type { SignInErrorMessages } from './signInErrorMessage';

/**
 * Why the last session ended, as the sign-in page says it: the spec's 'Token refresh failed' for a
 * refused refresh, and the matching messages for a rejected token, a profile that did not load and
 * an account that is not an agency. `null` when there is nothing to explain: no session yet
 * (`noToken`), the user signed out, or the reason is not known.
 */
export function sessionEndedMessage(reason: string | null, messages: SignInErrorMessages): string | null {
  switch (reason) {
    case 'refreshFailed':
      return messages.session.tokenRefreshFailed;
    case 'unauthorized':
      return messages.session.sessionExpired;
    case 'profileFailed':
      return messages.session.profileDataFailed;
    case 'wrongRole':
      return messages.signIn.notAgencyAccount;
    default:
      return null;
  }
}
