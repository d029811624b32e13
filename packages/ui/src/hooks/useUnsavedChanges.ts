import { useEffect } from 'react';

// One entry per mounted part that holds unsaved work; a Set of tokens so parts come and go independently.
const holders = new Set<symbol>();

/**
 * Whether some part of the page holds work that leaving would drop (a typed note, a form being edited,
 * an upload running). An app's router asks before it navigates while this is true.
 */
export function hasUnsavedChanges(): boolean {
  return holders.size > 0;
}

/**
 * While `isHeld`, this part of the page holds work that leaving would drop: closing, reloading or
 * leaving the site asks first (the browser's own 'Leave site?' dialog, whose wording cannot be set),
 * and {@link hasUnsavedChanges} is true for the app's router to ask before navigating within the app.
 */
export function useUnsavedChanges(isHeld: boolean): void {
  useEffect(() => {
    if (!isHeld) return undefined;
    const token = Symbol('unsaved changes');
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    holders.add(token);
    window.addEventListener('beforeunload', ask);
    return () => {
      holders.delete(token);
      window.removeEventListener('beforeunload', ask);
    };
  }, [isHeld]);
}
