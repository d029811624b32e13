import type { RoutePreloadMap } from '../../build/routePreloadRuntime';

/** A map as the build writes it, for the tests of the page's script. */
export const routePreloadMap: RoutePreloadMap = {
  prefix: '/assets/',
  files: ['SignInRoute.js', 'signin.js', 'signin.css', 'AgencyPanelRoute.js', 'InquiryManagementSection.js', 'inquiryFirstData.js', 'Unavailable.js', 'DashboardSection.js'],
  signIn: [0, 1, 2],
  panel: [3, 1, 2],
  sections: { 'inquiry-management': [4, 5], dashboard: [7] },
  firstData: { 'inquiry-management': 'inquiryFirstData.js' },
  otherSections: [6],
  demo: [],
  demoSignIn: [],
  defaultSection: 'dashboard',
  signInPaths: ['/agencySignin', '/signin'],
  tokenKey: 'token',
  expiryKey: 'tokenExpiry',
  profileKey: 'profileData',
  early: {},
};
