import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { threeColumnsFromPx, twoColumnsFromPx } from './PropertyGrid.css';

/** Rows drawn beyond the viewport on each side: the keyboard's next card is already there when focus moves. */
const overscanRows = 3;
/** A first guess of a card row's height before one is measured. */
const estimatedRowPx = 560;

/** The grid's columns at a width, as its container queries lay it out. */
export function columnsAt(widthPx: number): number {
  return widthPx >= threeColumnsFromPx ? 3 : widthPx >= twoColumnsFromPx ? 2 : 1;
}

/** Which rows of a windowed grid to draw, and the space the rows above and below take. */
export interface GridWindow {
  readonly columns: number;
  readonly firstRow: number;
  /** One past the last drawn row. */
  readonly endRow: number;
  readonly spaceBefore: number;
  readonly spaceAfter: number;
  /** Attach to the grid's container. */
  readonly attachContainer: (element: HTMLElement | null) => void;
  /** Attach to each drawn row, so its real height replaces the estimate. */
  readonly measureRow: (row: number) => (element: HTMLElement | null) => (() => void) | undefined;
}

/**
 * A window over a long grid: only the rows near the viewport are in the DOM. It follows any
 * scrolling ancestor (a capturing scroll listener on the window sees them all) and resizes, and
 * keeps each drawn row's measured height, so cards of different heights still line up.
 */
export function useGridWindow(itemCount: number, enabled: boolean): GridWindow {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  const [viewport, setViewport] = useState({ top: 0, height: 0 });
  // Measured row heights by 'columns:row': a new column count regroups the cards, so old rows never match.
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());

  const columns = columnsAt(width);
  const rowCount = Math.ceil(itemCount / columns);

  useLayoutEffect(() => {
    if (!enabled || !element) return;
    const read = () => {
      const rect = element.getBoundingClientRect();
      setViewport({ top: -rect.top, height: window.innerHeight });
      setWidth(rect.width);
    };
    read();
    // Where ResizeObserver is missing (jsdom), the window's resize event alone follows the width.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    resize?.observe(element);
    window.addEventListener('scroll', read, { capture: true, passive: true });
    window.addEventListener('resize', read);
    return () => {
      resize?.disconnect();
      window.removeEventListener('scroll', read, { capture: true });
      window.removeEventListener('resize', read);
    };
  }, [element, enabled]);

  const range = useMemo(() => {
    const heightOf = (row: number) => heights.get(`${columns}:${row}`) ?? estimatedRowPx;
    let offset = 0;
    let firstRow = 0;
    while (firstRow < rowCount && offset + heightOf(firstRow) < viewport.top) offset += heightOf(firstRow++);
    let endRow = firstRow;
    let drawnEnd = offset;
    while (endRow < rowCount && drawnEnd < viewport.top + viewport.height) drawnEnd += heightOf(endRow++);
    const start = Math.max(0, firstRow - overscanRows);
    const end = Math.min(rowCount, endRow + overscanRows);
    let spaceBefore = 0;
    for (let row = 0; row < start; row += 1) spaceBefore += heightOf(row);
    let spaceAfter = 0;
    for (let row = end; row < rowCount; row += 1) spaceAfter += heightOf(row);
    return { firstRow: start, endRow: end, spaceBefore, spaceAfter };
  }, [columns, heights, rowCount, viewport]);

  const measureRow = useCallback(
    // A ref callback's cleanup (React 19) stops watching a row that leaves the window.
    (row: number) => (rowElement: HTMLElement | null) => {
      if (!rowElement || typeof ResizeObserver === 'undefined') return undefined;
      const key = `${columns}:${row}`;
      const observer = new ResizeObserver(([entry]) => {
        const height = entry?.borderBoxSize[0]?.blockSize ?? rowElement.offsetHeight;
        if (height > 0) setHeights((known) => (known.get(key) === height ? known : new Map(known).set(key, height)));
      });
      observer.observe(rowElement);
      return () => observer.disconnect();
    },
    [columns],
  );

  return { columns, ...range, attachContainer: setElement, measureRow };
}
