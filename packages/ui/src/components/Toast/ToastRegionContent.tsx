import {
  Text as RACText,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { portalRoot } from '../private/Overlay/Overlay.css';
import { OverlayCloseButton } from '../private/Overlay/OverlayCloseButton';
import type { ToastQueue } from './toastQueue';
import * as styles from './Toast.css';

/**
 * The region with the queue's toasts, on react-aria's toast region: it is a landmark, announces new
 * toasts and pauses timers on hover and focus. Loaded by `ToastRegion` once there is a toast.
 */
export interface ToastRegionContentProps {
  queue: ToastQueue;
  closeLabel: string;
  'aria-label': string;
}

export default function ToastRegionContent({ queue, closeLabel, 'aria-label': ariaLabel }: ToastRegionContentProps) {
  return (
    <RACToastRegion queue={queue} aria-label={ariaLabel} className={[portalRoot, styles.region].join(' ')}>
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
