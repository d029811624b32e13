import { useState, type ReactElement } from 'react';
import { createToastQueue, ToastRegion, type ToastQueue, type ToastRegionProps } from './Toast';

/** What {@link useOwnToastQueue} returns. */
export interface OwnToastQueue {
  /** The queue to add toasts to: the one given, else the component's own. */
  queue: ToastQueue;
  /** The region that shows the component's own queue; `null` when the application's queue was given (its region shows it). */
  region: ReactElement | null;
}

/**
 * For a component that shows toasts whether or not the application has a toast region of its own:
 * with `given` it adds to the application's queue; without, it keeps a queue for its lifetime and
 * returns the region to render beside it.
 */
export function useOwnToastQueue(given: ToastQueue | undefined, regionProps: Omit<ToastRegionProps, 'queue'> = {}): OwnToastQueue {
  const [own] = useState(createToastQueue);
  if (given) return { queue: given, region: null };
  return { queue: own, region: <ToastRegion queue={own} {...regionProps} /> };
}
