import { commonMessages } from '@marketplace/domain';
import { createToastQueue, ToastRegion, type ToastContent } from '@marketplace/ui';

/** The panel's toast queue and the region that shows it (loaded by `usePanelToastHost` with the first toast). */
export function createPanelToastRegion() {
  const queue = createToastQueue();
  return {
    add: (content: ToastContent) => void queue.add(content),
    Region: () => <ToastRegion queue={queue} closeLabel={commonMessages.close} aria-label={commonMessages.notifications} />,
  };
}
