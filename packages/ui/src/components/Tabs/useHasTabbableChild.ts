import { useLayoutEffect, useState, type RefObject } from 'react';

const tabbable = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex^="-"])`)
  .join(',');

/**
 * Whether an element holds something the Tab key stops at, kept current as its content changes.
 * A tab panel with nothing tabbable is a tab stop itself, so a keyboard user can reach and read it
 * (the WAI-ARIA tabs pattern); one with a field lets Tab go straight to the field.
 */
export function useHasTabbableChild(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [hasTabbable, setHasTabbable] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return undefined;
    const update = () => setHasTabbable(element.querySelector(tabbable) !== null);
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['tabindex', 'disabled', 'href', 'contenteditable'] });
    return () => observer.disconnect();
  }, [ref, enabled]);
  return hasTabbable;
}
