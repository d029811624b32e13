import { useSession } from '@marketplace/api-client';
import { useState } from 'react';
import { signInErrorMessage } from './signInErrorMessage';
import { SignInView, type SignInCredentials, type SignInViewProps } from './SignInView';

export interface SignInProps extends Pick<SignInViewProps, 'demoCredentials' | 'messages' | 'brand'> {
  /** Called once the agency is signed in; the host navigates to the panel. */
  onSignedIn: () => void;
}

/** The sign-in screen connected to the session of the nearest `<ApiProvider>`. */
export function SignIn({ onSignedIn, ...viewProps }: SignInProps) {
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ email, password }: SignInCredentials) => {
    setError(null);
    try {
      await signIn(email, password);
    } catch (failure) {
      setError(signInErrorMessage(failure));
      return;
    }
    onSignedIn();
  };

  return <SignInView {...viewProps} onSubmit={submit} error={error} />;
}
