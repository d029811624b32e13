import type { PanelSection } from '../panel/panelSections';

/** The Agency Panel shell of spec 3 section 2.1: sidebar, header, profile menu, loading overlay. */
export const shellMessages = {
  panelTitle: 'Agency Panel',
  loadingTitle: 'Loading Dashboard',
  loadingSubtitle: 'Please wait while we set things up...',
  home: 'Home',
  userFallback: 'User',
  signOut: 'Sign Out',
  profileMenu: 'Profile menu',
  profilePictureAlt: 'Profile picture',
  /** Beyond the spec: the profile menu's group that switches the panel's language (each language named in its own). */
  language: 'Language',
  /** The sidebar's navigation landmark (ui AppShell's `navigationLabel`). */
  mainNavigation: 'Main navigation',
  openNavigation: 'Open navigation',
  /** Beyond the spec: the first keyboard stop of every panel page. */
  /** Beyond the spec: asked before the host's router leaves a page that holds unsaved work (a typed note, a form being edited, an upload). */
  leaveUnsavedChanges: 'Leave this page? What you have not saved will be lost.',
  skipToContent: 'Skip to main content',
  /** Beyond the spec: the browser tab's title, from the page's name. */
  documentTitle: (page: string) => `${page} | Agency Panel`,
  closeNavigation: 'Close navigation',
  applicationErrorTitle: 'Application Error',
  sectionUnavailableTitle: 'Not available yet',
  sectionUnavailableBody: 'This section of the Agency Panel is not available yet.',
  /** Beyond the spec: over the section while a token refresh that could not reach the server is retried. */
  reconnectingTitle: 'Reconnecting',
  reconnectingBody: 'The server cannot be reached to renew your session. Retrying automatically.',
  sections: {
    dashboard: 'Dashboard',
    'add-new-property': 'Add New Property',
    'admin-reviewed': 'Admin Reviewed',
    'developer-reviewed': 'Developer Reviewed',
    'bulk-upload': 'Bulk Upload',
    'inquiry-management': 'Inquiry Management',
    'agent-management': 'Agent Management',
    'team-management': 'Team Management',
    'agency-profile': 'Agency Profile',
    'manage-agents': 'Manage Agents',
  } satisfies Record<PanelSection, string>,
};
