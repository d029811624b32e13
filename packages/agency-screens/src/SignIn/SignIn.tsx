import { SignInView, type SignInViewProps } from './SignInView';
import { useSignIn, type SignInOptions } from './useSignIn';

/** Props of the connected sign-in screen: the hook's options and what the view shows as given. */
export interface SignInProps extends SignInOptions, Pick<SignInViewProps, 'demoCredentials' | 'brand'> {}

/** The sign-in screen connected to the session of the nearest `<ApiProvider>`. */
export function SignIn({ onSignedIn, ...viewProps }: SignInProps) {
  return <SignInView {...viewProps} {...useSignIn({ onSignedIn })} />;
}
