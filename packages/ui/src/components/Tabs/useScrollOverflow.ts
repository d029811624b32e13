import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Which ends of a sideways-scrolling element have content scrolled out of view, in reading order. */
export interface ScrollOverflow {
  /** Content hidden before the start edge (the left in English, the right in Arabic). */
  readonly start: boolean;
  /** Content hidden past the end edge. */
  readonly end: boolean;
}

const none: ScrollOverflow = { start: false, end: false };

function measure(element: HTMLElement): ScrollOverflow {
  // In a right-to-left element scrollLeft runs from 0 down to negative numbers.
  const scrolled = Math.abs(element.scrollLeft);
  const hidden = element.scrollWidth - element.clientWidth;
  if (hidden <= 1) return none;
  return { start: scrolled > 1, end: scrolled < hidden - 1 };
}

/**
 * Watches an element that scrolls sideways and says which of its ends hide content, so a cue can
 * show there. Measured on scroll, on resize and after every render (a tab's badge may widen it).
 */
export function useScrollOverflow<T extends HTMLElement>(): { ref: RefObject<T | null>; overflow: ScrollOverflow } {
  const ref = useRef<T | null>(null);
  const [overflow, setOverflow] = useState<ScrollOverflow>(none);

  const update = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const next = measure(element);
    setOverflow((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);

  useLayoutEffect(update);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [update]);

  return { ref, overflow };
}
