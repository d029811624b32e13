import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusGridItem, gridItemOf, moveGridFocus, moveTabStop, settleTabStop } from './gridNavigation';

/**
 * Makes a plain table a grid for the keyboard: one Tab stop (the row or cell focused last, else the
 * first row; the table itself while it has no rows), arrow keys, Home/End and PageUp/PageDown move
 * inside it, Tab and Shift+Tab leave it. Rows and cells render with `tabIndex={-1}`; the Tab stop is
 * moved on the DOM, so moving focus re-renders nothing. Listeners are native, on the table: a
 * popover rendered through a portal (a select's list) keeps its own arrow keys.
 */
export function useGridNavigation(tableRef: RefObject<HTMLTableElement | null>): void {
  const tabStop = useRef<HTMLElement | null>(null);

  // After every render: the Tab stop may have left with its row (a new page, a filter).
  useLayoutEffect(() => {
    if (tableRef.current) tabStop.current = settleTabStop(tableRef.current, tabStop.current);
  });

  useEffect(() => {
    const table = tableRef.current;
    if (!table) return undefined;
    const doc = table.ownerDocument;
    let tabbing = false;
    let leaving = false;


    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') {
        // Controls inside cells are tabbable; so that Tab leaves the grid as one stop, start the
        // browser's move from the grid's last tabbable element (Shift+Tab: from the table itself).
        leaving = true;
        setTimeout(() => (leaving = false));
        if (event.shiftKey) table.focus();
        else Array.from(table.querySelectorAll<HTMLElement>('*')).filter((element) => element.tabIndex >= 0).at(-1)?.focus();
        return;
      }
      const header = event.target instanceof HTMLElement ? event.target : null;
      if ((event.key === 'Enter' || event.key === ' ') && header?.getAttribute('role') === 'columnheader') {
        event.preventDefault();
        header.click();
        return;
      }
      if (moveGridFocus(table, event)) {
        // The grid's keys, not a control's: a select in a cell must not open on ArrowDown.
        event.preventDefault();
        event.stopPropagation();
      }
    };

    const onFocusIn = (event: FocusEvent) => {
      if (leaving || event.target === table) return;
      const item = gridItemOf(table, event.target);
      if (!item) return;
      const from = event.relatedTarget instanceof Node ? event.relatedTarget : null;
      const stop = tabStop.current;
      // Tabbing in lands on whatever is tabbable first (or last); the grid's stop is the item focused last.
      if (tabbing && !(from && table.contains(from)) && stop?.isConnected && stop !== table && item !== stop) {
        focusGridItem(stop);
        return;
      }
      tabStop.current = moveTabStop(stop, item);
    };

    const onDocumentKey = (event: KeyboardEvent) => {
      tabbing = event.type === 'keydown' && event.key === 'Tab';
    };

    table.addEventListener('keydown', onKeyDown, true);
    table.addEventListener('focusin', onFocusIn);
    doc.addEventListener('keydown', onDocumentKey, true);
    doc.addEventListener('keyup', onDocumentKey, true);
    return () => {
      table.removeEventListener('keydown', onKeyDown, true);
      table.removeEventListener('focusin', onFocusIn);
      doc.removeEventListener('keydown', onDocumentKey, true);
      doc.removeEventListener('keyup', onDocumentKey, true);
    };
  }, [tableRef]);
}
