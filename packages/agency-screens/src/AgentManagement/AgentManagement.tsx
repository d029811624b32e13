import type { ToastQueue } from '@marketplace/ui';
import { AgentManagementView } from './AgentManagementView';
import { useAgentManagement } from './useAgentManagement';
import type { AgentManagementLocation } from './useAgentManagementViewState';
import { useScreenToastQueue } from '../shared/useScreenToastQueue';

/** Props of the connected Agent Management screen. */
export interface AgentManagementProps {
  /** Whose agents to manage. @default the signed-in agency's id */
  agencyId?: number | null;
  /**
   * The URL query that holds the tab, the e-mail search and the page, and how to change it; give it
   * so Back and a shared link restore the view. @default the screen keeps the view itself
   */
  location?: AgentManagementLocation;
  /** The application's toast queue. @default the screen's own queue and region */
  toastQueue?: ToastQueue;
}

/** Agent Management on the api-client: find and invite agents, pending invitations, the agency's agents. */
export function AgentManagement({ agencyId, location, toastQueue }: AgentManagementProps) {
  const toasts = useScreenToastQueue(toastQueue);
  const viewProps = useAgentManagement({ agencyId, location, toasts: toasts.queue });
  return (
    <>
      <AgentManagementView {...viewProps} />
      {toasts.region}
    </>
  );
}
