import type { ToastQueue } from '@marketplace/ui';
import { AgentListView } from './AgentListView';
import { useAgentList } from './useAgentList';
import type { AgentListLocation } from './useAgentListViewState';
import { useScreenToastQueue } from '../shared/useScreenToastQueue';

/** Props of the connected agent list. */
export interface AgentListProps {
  /**
   * The URL query that holds filters, page and open dialogs, and how to change it; give it so a
   * refresh or a shared link restores the view. @default the screen keeps the view itself
   */
  location?: AgentListLocation;
  /** The application's toast queue. @default the screen's own queue and region */
  toastQueue?: ToastQueue;
  /** No session token, or the server refused it: sign out and go to /signin (spec 2 section 6). */
  onSignInRequired?: () => void;
}

/** The agent list on the api-client: agents, their profiles and properties, simulated requests, notices. */
export function AgentList({ location, toastQueue, onSignInRequired }: AgentListProps) {
  const toasts = useScreenToastQueue(toastQueue);
  const viewProps = useAgentList({ location, toasts: toasts.queue, onSignInRequired });
  return (
    <>
      <AgentListView {...viewProps} />
      {toasts.region}
    </>
  );
}
