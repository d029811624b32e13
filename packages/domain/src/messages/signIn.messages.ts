/** The agency sign-in screen (/agencySignin). */
export const signInMessages = {
  title: 'Agency Sign In',
  subtitle: 'Sign in to manage your listings, enquiries and team.',
  email: 'Email',
  password: 'Password',
  submit: 'Sign In',
  submitting: 'Signing in...',
  /** The sign-in endpoint's 401 text (docs/decisions.md), shown when the server sends none. */
  invalidCredentials: 'Invalid email or password',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  failedTitle: 'Sign in failed',
  /** Demo mode only: the banner over the sandbox's credentials. */
  demoTitle: 'Demo account',
};
