import { useEffect, useRef } from 'react';

/** Where focus goes once a list has re-rendered after an add or a remove. */
export interface RowFocus {
  /** A ref callback for a row's element, by the row's key. */
  registerRow: (key: string) => (element: HTMLElement | null) => void;
  /** The ref of the element that holds the list's Add button. */
  addRef: React.RefObject<HTMLDivElement | null>;
  /** After the next render, focus the first field of the row with this key. */
  focusRow: (key: string) => void;
  /** After the next render, focus the Add button. */
  focusAdd: () => void;
}

/**
 * Moves focus sensibly after a list changes (issue 17): into the new row's first field after an
 * add; after a remove, to the previous row's first field, or to Add when none is left before it.
 * The row itself only exists after the parent applies the change, hence the wait for a render.
 */
export function useRowFocus(): RowFocus {
  const rows = useRef(new Map<string, HTMLElement>());
  const addRef = useRef<HTMLDivElement>(null);
  const pending = useRef<{ key: string } | 'add' | null>(null);

  useEffect(() => {
    const request = pending.current;
    if (request === null) return;
    const target =
      request === 'add'
        ? addRef.current?.querySelector<HTMLElement>('button')
        : rows.current.get(request.key)?.querySelector<HTMLElement>('input, textarea');
    if (!target) return;
    pending.current = null;
    target.focus();
  });

  return {
    registerRow: (key) => (element) => {
      if (element) rows.current.set(key, element);
      else rows.current.delete(key);
    },
    addRef,
    focusRow: (key) => {
      pending.current = { key };
    },
    focusAdd: () => {
      pending.current = 'add';
    },
  };
}
