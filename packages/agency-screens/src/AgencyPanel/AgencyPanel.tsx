import { AgencyPanelView, type AgencyPanelViewProps } from './AgencyPanelView';
import { useAgencyPanel } from './useAgencyPanel';

/** Props of the connected Agency Panel: the routing the host decides and the section's screen. */
export type AgencyPanelProps = Omit<AgencyPanelViewProps, 'user' | 'isLoading' | 'isReconnecting' | 'onSignOut'>;

/** The Agency Panel on the session: the signed-in agency in the header, the overlay until it is known, Sign Out. */
export function AgencyPanel(props: AgencyPanelProps) {
  return <AgencyPanelView {...props} {...useAgencyPanel()} />;
}
