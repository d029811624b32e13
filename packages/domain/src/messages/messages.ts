import type { PanelSection } from '../panel/panelSections';

/**
 * The message catalogue: every user-facing string, grouped by screen. A second locale is another
 * object of type `Messages`, so a missing translation is a type error rather than a blank label.
 */
export interface Messages {
  shell: {
    panelTitle: string;
    loadingTitle: string;
    loadingSubtitle: string;
    home: string;
    userFallback: string;
    signOut: string;
    profileMenu: string;
    applicationErrorTitle: string;
    sectionUnavailableTitle: string;
    sectionUnavailableBody: string;
    sections: Record<PanelSection, string>;
  };
  signIn: {
    title: string;
    subtitle: string;
    email: string;
    password: string;
    submit: string;
    submitting: string;
  };
}

export const en: Messages = {
  shell: {
    panelTitle: 'Agency Panel',
    loadingTitle: 'Loading Dashboard',
    loadingSubtitle: 'Please wait while we set things up...',
    home: 'Home',
    userFallback: 'User',
    signOut: 'Sign Out',
    profileMenu: 'Profile menu',
    applicationErrorTitle: 'Application Error',
    sectionUnavailableTitle: 'Not available yet',
    sectionUnavailableBody: 'This section of the Agency Panel is not available yet.',
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
    },
  },
  signIn: {
    title: 'Agency Sign In',
    subtitle: 'Sign in to manage your listings, enquiries and team.',
    email: 'Email',
    password: 'Password',
    submit: 'Sign In',
    submitting: 'Signing in...',
  },
};
