import { useSession } from '@marketplace/api-client';
import { signInErrorMessage, type SessionProfile } from '@marketplace/domain';
import { useState } from 'react';
import { useCommonMessages, useSessionMessages, useSignInMessages } from '../messages';
import type { SignInCredentials } from './SignInForm';

/** What {@link useSignInAttempt} returns. */
export interface SignInAttempt {
  /** Signs in; resolves with the profile, or `null` after a failure, which `error` then words. */
  attempt: (credentials: SignInCredentials) => Promise<SessionProfile | null>;
  /** The last failure in the catalogue's words; cleared when the next attempt starts. */
  error: string | null;
}

/** A sign-in through the session of the nearest `<ApiProvider>`, its failure worded for the form. */
export function useSignInAttempt(): SignInAttempt {
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const messages = { signIn: useSignInMessages(), session: useSessionMessages(), common: useCommonMessages() };
  const attempt = async ({ email, password }: SignInCredentials) => {
    setError(null);
    try {
      return await signIn(email, password);
    } catch (failure) {
      setError(signInErrorMessage(failure, messages));
      return null;
    }
  };
  return { attempt, error };
}
