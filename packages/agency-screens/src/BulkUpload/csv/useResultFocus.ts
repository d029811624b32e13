import { useEffect, useRef } from 'react';

/**
 * Moves focus to the result panel when an upload ends (issue 13): to the element of the returned ref,
 * once per new result. An outcome already there when the section mounts is left alone, and while
 * `hold` is true (a modal with the same result is open and has focus) it waits for the modal to close.
 */
export function useResultFocus<T extends HTMLElement>(outcome: object | null, hold: boolean) {
  const ref = useRef<T>(null);
  const focused = useRef(outcome);
  useEffect(() => {
    if (outcome === null || outcome === focused.current || hold) return;
    focused.current = outcome;
    ref.current?.focus();
  }, [outcome, hold]);
  return ref;
}
