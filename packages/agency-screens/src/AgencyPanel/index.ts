export { AgencyPanel, type AgencyPanelProps } from './AgencyPanel';
export { AgencyPanelView, type AgencyPanelViewProps } from './AgencyPanelView';
export { useAgencyPanel, type AgencyPanelOptions } from './useAgencyPanel';
export { ApplicationErrorDialog, type ApplicationErrorDialogProps } from './components/ApplicationErrorDialog';
export type { PanelLanguage, PanelLanguages, PanelUser } from './components/ProfileMenu';
export type { SignInAgainDialogProps } from './components/SignInAgainDialog';
export type { SignInCredentials } from '../shared/SignInForm';
