import { useCallback, useSyncExternalStore } from 'react';
import {
  Text as RACText,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { portalRoot } from '../private/Overlay/Overlay.css';
import { OverlayCloseButton } from '../private/Overlay/OverlayCloseButton';
import * as styles from './Toast.css';

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

export interface ToastRegionProps {
  /** The queue whose toasts this region shows. */
  queue: ToastQueue;
  /** Accessible name of each toast's close button. @default 'Dismiss' */
  closeLabel?: string;
  /** Accessible name of the region (a landmark reachable with F6). @default 'Notifications' */
  'aria-label'?: string;
}

/**
 * Shows the queue's toasts at the bottom right (bottom centre on narrow screens), on react-aria's
 * toast region: it is a landmark, announces new toasts and pauses timers on hover and focus.
 * Render one near the root of the application.
 */
export function ToastRegion({ queue, closeLabel = 'Dismiss', 'aria-label': ariaLabel = 'Notifications' }: ToastRegionProps) {
  const hasToasts = useHasToasts(queue);
  return (
    // react-aria registers the region as an F6 landmark only when it mounts with its element
    // present, and its element exists only while toasts show: mounted empty, with a fixed label,
    // it never registers and F6 cannot reach an Undo. A new region for each non-empty spell does.
    <RACToastRegion
      key={hasToasts ? 'shown' : 'empty'}
      queue={queue}
      aria-label={ariaLabel}
      className={[portalRoot, styles.region].join(' ')}
    >
      {({ toast }) => {
        const { tone, title, description, action } = toast.content;
        return (
          <RACToast toast={toast} className={styles.toast({ tone })}>
            <RACToastContent className={styles.content}>
              <RACText slot="title" className={styles.title({ tone })}>
                {title}
              </RACText>
              {description ? (
                <RACText slot="description" className={styles.description}>
                  {description}
                </RACText>
              ) : null}
            </RACToastContent>
            <div className={styles.actions}>
              {action ? (
                <Button
                  variant="secondary"
                  size="small"
                  onPress={() => {
                    action.onAction();
                    queue.close(toast.key);
                  }}
                >
                  {action.label}
                </Button>
              ) : null}
              <OverlayCloseButton label={closeLabel} />
            </div>
          </RACToast>
        );
      }}
    </RACToastRegion>
  );
}

function useHasToasts(queue: ToastQueue): boolean {
  const subscribe = useCallback((onChange: () => void) => queue.subscribe(onChange), [queue]);
  return useSyncExternalStore(subscribe, () => queue.visibleToasts.length > 0);
}
