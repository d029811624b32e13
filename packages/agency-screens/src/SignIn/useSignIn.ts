import { useSession } from '@marketplace/api-client';
import { sessionEndedMessage } from '@marketplace/domain';
import { useCommonMessages, useSessionMessages, useSignInMessages } from '../messages';
import type { SignInCredentials } from '../shared/SignInForm';
import { useSignInAttempt } from '../shared/useSignInAttempt';
import type { SignInViewProps } from './SignInView';

/** Options of {@link useSignIn}. */
export interface SignInOptions {
  /** Called once the agency is signed in; the host navigates to the panel. */
  onSignedIn: () => void;
}

/** Signs in through the session of the nearest `<ApiProvider>`, words a failure for the form and says why the last session ended. */
export function useSignIn({ onSignedIn }: SignInOptions): Pick<SignInViewProps, 'onSubmit' | 'error' | 'sessionEnded'> {
  const { signOutReason } = useSession();
  const { attempt, error } = useSignInAttempt();
  const messages = { signIn: useSignInMessages(), session: useSessionMessages(), common: useCommonMessages() };
  const onSubmit = async (credentials: SignInCredentials) => {
    if (await attempt(credentials)) onSignedIn();
  };
  return { onSubmit, error, sessionEnded: sessionEndedMessage(signOutReason, messages) };
}
