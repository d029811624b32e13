export { AgencyPanelView, type AgencyPanelViewProps } from './AgencyPanelView';
export { ApplicationErrorDialog, type ApplicationErrorDialogProps } from './components/ApplicationErrorDialog';
export { ProfileMenu, type PanelUser, type ProfileMenuProps } from './components/ProfileMenu';
