import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content overflows it. A scrolling dialog body becomes a tab stop only
 * then, so keyboard users can scroll text that holds no focusable element.
 */
export function useDialogBodyScrollable(ref: RefObject<HTMLElement | null>): boolean {
  const [isScrollable, setIsScrollable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setIsScrollable(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return isScrollable;
}
