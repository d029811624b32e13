/** Session and authentication failures of all three specs. */
export const sessionMessages = {
  /** Spec 1 section 8: leads to /agencySignin. */
  tokenRefreshFailed: 'Token refresh failed',
  /** Spec 1 profile and spec 3 media upload. */
  tokenNotFound: 'Authentication token not found',
  /** Spec 3 section 6 and the FAQ client. */
  tokenNotFoundLogInAgain: 'Authentication token not found. Please log in again.',
  /** Spec 1 bulk upload without a token. */
  authenticationRequired: 'Authentication required. Please log in again.',
  /** Spec 1 bulk upload without an agent id in the stored profile. */
  agentProfileNotFound: 'Agent profile not found. Please refresh the page and try again.',
  /**
   * Spec 1 section 8 ('Profile'): the credentials were accepted but the agent profile that sets up
   * the session did not load. The same words as `agencyProfile.loadDataFailed`, its own key because
   * it is said on the sign-in form, not on the profile page (a locale may word the two apart).
   */
  profileDataFailed: 'Failed to load profile data',
  /** Spec 3 section 6: property lists without a profile id. */
  agentIdNotFound: 'Agent ID not found. Please log in again.',
  /** Spec 2 section 6: the agent list without a token. */
  sessionExpired: 'Your session has expired. Please log in again.',
};
