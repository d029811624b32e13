export { SignInView, type SignInCredentials, type SignInViewProps } from './SignInView';
