export { AgencyPanelView, type AgencyPanelViewProps } from './AgencyPanelView';
export { ProfileMenu, type PanelUser, type ProfileMenuProps } from './components/ProfileMenu';
