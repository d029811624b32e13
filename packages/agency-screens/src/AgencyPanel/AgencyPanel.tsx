import { AgencyPanelView, type AgencyPanelViewProps } from './AgencyPanelView';
import { useAgencyPanel, type AgencyPanelOptions } from './useAgencyPanel';

/** Props of the connected Agency Panel: the routing the host decides, the section's screen, and the hook's options. */
export interface AgencyPanelProps
  extends Omit<AgencyPanelViewProps, 'user' | 'isLoading' | 'isReconnecting' | 'onSignOut' | 'signInAgain'>,
    AgencyPanelOptions {}

/** The Agency Panel on the session: the signed-in agency in the header, the overlay until it is known, Sign Out. */
export function AgencyPanel({ onLeaveForSignIn, onOtherAccount, ...props }: AgencyPanelProps) {
  return <AgencyPanelView {...props} {...useAgencyPanel({ onLeaveForSignIn, onOtherAccount })} />;
}
