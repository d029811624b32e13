/**
 * The source modules each host route renders at once, relative to apps/host: what index.html's route
 * preload requests together (routePreloadPlugin.ts). It mirrors App's routes and the section table
 * (src/panel/sectionScreens.tsx); src/panel/sectionScreens.test.tsx holds the two together.
 */
export const routePreloadModules = {
  signIn: ['src/routes/SignInRoute.tsx'],
  panel: ['src/routes/AgencyPanelRoute.tsx'],
  /** Each registered section's screen and its first-data module (which starts its first render's queries). */
  sections: {
    'add-new-property': { screen: 'src/panel/AddNewPropertySection.tsx', firstData: 'src/panel/projectChooserFirstData.ts' },
    'admin-reviewed': { screen: 'src/panel/AdminReviewedSection.tsx', firstData: 'src/panel/adminReviewedFirstData.ts' },
    'agency-profile': { screen: 'src/panel/AgencyProfileSection.tsx', firstData: 'src/panel/agencyProfileFirstData.ts' },
    'agent-management': { screen: 'src/panel/AgentManagementSection.tsx', firstData: 'src/panel/agentManagementFirstData.ts' },
    'bulk-upload': { screen: 'src/panel/BulkUploadSection.tsx', firstData: 'src/panel/bulkUploadFirstData.ts' },
    dashboard: { screen: 'src/panel/DashboardSection.tsx', firstData: 'src/panel/dashboardOverviewFirstData.ts' },
    'developer-reviewed': { screen: 'src/panel/DeveloperReviewedSection.tsx', firstData: 'src/panel/developerReviewedFirstData.ts' },
    'inquiry-management': { screen: 'src/panel/InquiryManagementSection.tsx', firstData: 'src/panel/inquiryManagementFirstData.ts' },
    'manage-agents': { screen: 'src/panel/AgentListSection.tsx', firstData: 'src/panel/agentListFirstData.ts' },
    'team-management': { screen: 'src/panel/TeamManagementSection.tsx', firstData: 'src/panel/teamManagementFirstData.ts' },
  } as Record<string, { screen: string; firstData: string }>,
  /** Every other section shows the 'not available yet' page, a dynamic import of this entry. */
  otherSections: ['@marketplace/agency-screens/section-unavailable'],
  /**
   * A demo build's start: the sandbox's credentials and the sandbox, which createHostRuntime imports
   * at once. Every API call waits for the sandbox, so a panel page wants it before its own code (the
   * sign-in page, whose form paints without it, leaves it to the entry).
   */
  demo: ['src/runtime/demoAgencyCredentials.ts', 'src/runtime/startDemoSandbox.ts'],
  /** What a demo build's sign-in form waits for: the credentials it shows (153 bytes), not the sandbox. */
  demoSignIn: ['src/runtime/demoAgencyCredentials.ts'],
  /** Where a path outside the routes redirects. */
  defaultSection: 'dashboard',
  signInPaths: ['/agencySignin', '/signin'],
};

/** The session's token key in sessionStorage (api-client's `sessionStorageKeys.token`; a test holds them equal). */
export const sessionTokenKey = 'token';

/** The token's expiry and the stored profile in sessionStorage (api-client's `sessionStorageKeys`; a test holds them equal). */
export const sessionExpiryKey = 'tokenExpiry';
export const sessionProfileKey = 'profileData';
