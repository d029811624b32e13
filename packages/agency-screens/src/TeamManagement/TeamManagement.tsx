import type { ToastQueue } from '@marketplace/ui';
import { TeamManagementView } from './TeamManagementView';
import { useTeamManagement } from './useTeamManagement';
import type { TeamViewLocation } from './useTeamViewState';
import { useScreenToastQueue } from '../shared/useScreenToastQueue';

/** Props of the connected Agency Team Management screen. */
export interface TeamManagementProps {
  /**
   * The URL query that holds the search and the page, and how to change it; give it so a refresh or a
   * shared link restores the list. @default the screen keeps them itself
   */
  location?: TeamViewLocation;
  /** The application's toast queue. @default the screen's own queue and region */
  toastQueue?: ToastQueue;
}

/** Agency Team Management on the api-client: the signed-in agency's team members. */
export function TeamManagement({ location, toastQueue }: TeamManagementProps) {
  const toasts = useScreenToastQueue(toastQueue);
  const viewProps = useTeamManagement({ location, toasts: toasts.queue });
  return (
    <>
      <TeamManagementView {...viewProps} />
      {toasts.region}
    </>
  );
}
