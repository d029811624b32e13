import type { KeyboardEvent } from 'react';
import { useLocale } from 'react-aria';

/** The tabs of this list a user can move to, in DOM order (a nested tab set's tabs are not ours). */
function enabledTabs(list: HTMLElement): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
    (tab) => tab.closest('[role="tablist"]') === list && tab.getAttribute('aria-disabled') !== 'true',
  );
}

/**
 * The keys of the WAI-ARIA tabs pattern with automatic activation: the arrow keys move to the
 * previous or next enabled tab (mirrored in right-to-left reading) and wrap around, Home and End
 * jump to the first and last. The tab that gets focus selects itself.
 */
export function useTabListKeyboard(): (event: KeyboardEvent<HTMLElement>) => void {
  const { direction } = useLocale();
  return (event) => {
    const list = event.currentTarget;
    const tabs = enabledTabs(list);
    const current = tabs.findIndex((tab) => tab === event.target);
    if (current === -1 || tabs.length === 0) return;
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = (current + 1) % tabs.length;
    else if (event.key === backward) next = (current - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    tabs[next]!.focus();
  };
}
