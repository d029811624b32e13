import { useCommonMessages } from '@marketplace/agency-screens/messages';
import { createToastQueue, ToastRegion, type ToastContent } from '@marketplace/ui';

/** The panel's toast queue and the region that shows it (loaded by `usePanelToastHost` with the first toast). */
export function createPanelToastRegion() {
  const queue = createToastQueue();
  return {
    add: (content: ToastContent) => void queue.add(content),
    Region: () => <PanelToastRegion queue={queue} />,
  };
}

/** The region in the words of the language shown. */
function PanelToastRegion({ queue }: { queue: ReturnType<typeof createToastQueue> }) {
  const common = useCommonMessages();
  return <ToastRegion queue={queue} closeLabel={common.close} aria-label={common.notifications} />;
}
