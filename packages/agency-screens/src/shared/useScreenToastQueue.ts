import { useOwnToastQueue, type OwnToastQueue, type ToastQueue } from '@marketplace/ui';
import { useCommonMessages } from '../messages';

/**
 * A connected screen's toasts: the application's queue when given, else the screen's own queue and
 * a region named in the catalogue's words (F6 reaches it, so its Undo is usable from the keyboard).
 */
export function useScreenToastQueue(given: ToastQueue | undefined): OwnToastQueue {
  const commonMessages = useCommonMessages();
  return useOwnToastQueue(given, { closeLabel: commonMessages.close, 'aria-label': commonMessages.notifications });
}
