import { UNSTABLE_ToastQueue as RACToastQueue } from 'react-aria-components';

export const toastTones = ['success', 'error', 'info', 'warning'] as const;

/** How long a toast stays when the caller gives no timeout, in milliseconds. */
export const toastDefaultTimeout = 3000;

/** What a toast shows. */
export interface ToastContent {
  title: string;
  description?: string;
  tone: (typeof toastTones)[number];
  /** One action, e.g. 'Undo'. Pressing it runs `onAction` and closes the toast. */
  action?: { label: string; onAction: () => void };
}

/** Options of `ToastQueue.add`. */
export interface ToastAddOptions {
  /**
   * Milliseconds before the toast closes by itself; the timer pauses while the user hovers or
   * focuses the toasts. `null` keeps it until dismissed (e.g. for an error that must be read).
   * @default 3000
   */
  timeout?: number | null;
  /** Called when the toast closes, by timeout, action or the user. */
  onClose?: () => void;
}

/**
 * The queue a `ToastRegion` shows. Create one per application (or per story or test) and call
 * `add` from anywhere; it returns the toast's key for `close`.
 */
export class ToastQueue extends RACToastQueue<ToastContent> {
  override add(content: ToastContent, { timeout = toastDefaultTimeout, onClose }: ToastAddOptions = {}): string {
    return super.add(content, timeout === null ? { onClose } : { timeout, onClose });
  }
}

/** Options of `createToastQueue`. */
export interface CreateToastQueueOptions {
  /** How many toasts show at once; later ones wait their turn. @default 3 */
  maxVisibleToasts?: number;
}

/** Creates a toast queue to pass to a `ToastRegion`. */
export function createToastQueue({ maxVisibleToasts = 3 }: CreateToastQueueOptions = {}): ToastQueue {
  return new ToastQueue({ maxVisibleToasts });
}
