export { AgencyPanel, type AgencyPanelProps } from './AgencyPanel';
export { AgencyPanelView, type AgencyPanelViewProps } from './AgencyPanelView';
export { useAgencyPanel } from './useAgencyPanel';
export { ApplicationErrorDialog, type ApplicationErrorDialogProps } from './components/ApplicationErrorDialog';
export type { PanelUser } from './components/ProfileMenu';
