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
  /** Beyond the spec: over the form after a session ended by itself (a refused token refresh, a rejected token); the reason follows. */
  sessionEndedTitle: 'Your session has ended',
  /**
   * Beyond the spec: over the panel when its session ended by itself, so a user signs in again
   * without leaving the page (docs/decisions.md, 'Host and session'). The reason follows the title.
   */
  signInAgainBody: 'Sign in again to carry on. Everything on this page stays as you left it, including what you have not saved.',
  /** The other way out of that dialog: the sign-in page, which comes back to this page afterwards. */
  goToSignInPage: 'Go to the sign-in page',
  /** The credentials were right but the account is not an agency (roleId 4 required, spec 1 section 6). */
  notAgencyAccount: 'This account is not an agency account. Please sign in with your agency login.',
  /** No answer from the server (the bulk-upload screen's wording, spec 1 section 8). */
  unreachable: 'Unable to connect to the server. Please check your internet connection and try again.',
  /** Demo mode only: the banner over the sandbox's credentials. */
  demoTitle: 'Demo account',
};
