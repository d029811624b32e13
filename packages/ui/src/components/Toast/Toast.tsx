import { lazy, Suspense, useCallback, useSyncExternalStore, type ComponentType } from 'react';
import type { ToastRegionContentProps } from './ToastRegionContent';
import type { ToastQueue } from './toastQueue';
import { usePreloadWhenIdle } from '../../hooks/usePreloadWhenIdle';

export {
  createToastQueue,
  toastDefaultTimeout,
  toastTones,
  ToastQueue,
  type CreateToastQueueOptions,
  type ToastAddOptions,
  type ToastContent,
} from './toastQueue';

// The region (react-aria's toast region, landmark and toast hooks with their strings in every
// language) is most of the toasts' code and nothing shows until a toast is added: it loads once
// the page is idle, or with the first toast if that comes sooner. A toast added before it loads
// waits in the queue, so none is lost. Once loaded, the region renders at once, without suspending.
let loadedRegion: ComponentType<ToastRegionContentProps> | null = null;
const loadRegion = () =>
  import('./ToastRegionContent').then((module) => {
    loadedRegion = module.default;
    return module;
  });
const LazyRegionContent = lazy(loadRegion);

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
  usePreloadWhenIdle(loadRegion);
  // react-aria registers the region as an F6 landmark only when it mounts with its element
  // present, and its element exists only while toasts show: mounted empty, with a fixed label,
  // it never registers and F6 cannot reach an Undo. A new region for each non-empty spell does.
  if (!hasToasts) return null;
  const Region = loadedRegion;
  if (Region) return <Region queue={queue} closeLabel={closeLabel} aria-label={ariaLabel} />;
  return (
    <Suspense fallback={null}>
      <LazyRegionContent queue={queue} closeLabel={closeLabel} aria-label={ariaLabel} />
    </Suspense>
  );
}

function useHasToasts(queue: ToastQueue): boolean {
  const subscribe = useCallback((onChange: () => void) => queue.subscribe(onChange), [queue]);
  return useSyncExternalStore(subscribe, () => queue.visibleToasts.length > 0);
}
