export { SignIn, type SignInProps } from './SignIn';
export { SignInView, type SignInCredentials, type SignInViewProps } from './SignInView';
export { useSignIn, type SignInOptions } from './useSignIn';
