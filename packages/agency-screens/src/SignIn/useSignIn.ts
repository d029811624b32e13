import { useSession } from '@marketplace/api-client';
import { sessionEndedMessage, signInErrorMessage } from '@marketplace/domain';
import { useState } from 'react';
import { useCommonMessages, useSessionMessages, useSignInMessages } from '../messages';
import type { SignInCredentials, SignInViewProps } from './SignInView';

/** Options of {@link useSignIn}. */
export interface SignInOptions {
  /** Called once the agency is signed in; the host navigates to the panel. */
  onSignedIn: () => void;
}

/** Signs in through the session of the nearest `<ApiProvider>`, words a failure for the form and says why the last session ended. */
export function useSignIn({ onSignedIn }: SignInOptions): Pick<SignInViewProps, 'onSubmit' | 'error' | 'sessionEnded'> {
  const { signIn, signOutReason } = useSession();
  const [error, setError] = useState<string | null>(null);
  const messages = {
    signIn: useSignInMessages(),
    session: useSessionMessages(),
    common: useCommonMessages(),
  };

  const onSubmit = async ({ email, password }: SignInCredentials) => {
    setError(null);
    try {
      await signIn(email, password);
    } catch (failure) {
      setError(signInErrorMessage(failure, messages));
      return;
    }
    onSignedIn();
  };

  return { onSubmit, error, sessionEnded: sessionEndedMessage(signOutReason, messages) };
}
