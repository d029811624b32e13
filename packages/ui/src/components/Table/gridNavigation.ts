// Keyboard navigation of a plain-DOM grid (DataTable), read from the table's own rows and cells,
// so it costs nothing per row when rendering. It follows react-aria's Table, which the other
// tables use: one Tab stop; the arrow keys move between rows, cells and the controls inside cells.

const controlSelector = 'a[href], button, input, select, textarea, [tabindex]';

/** The controls of a cell a user can reach, in order (react-aria's hidden form fields excluded: tabIndex -1). */
export function controlsIn(cell: Element): HTMLElement[] {
  return Array.from(cell.querySelectorAll<HTMLElement>(controlSelector)).filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled'),
  );
}

/** Focuses a cell's first (or last) control, or the cell itself when it has none. */
export function focusCell(cell: HTMLTableCellElement | undefined, edge: 'first' | 'last'): void {
  if (!cell) return;
  const controls = controlsIn(cell);
  const control = edge === 'first' ? controls[0] : controls.at(-1);
  (control ?? cell).focus();
}

function closestIn<E extends Element>(table: HTMLTableElement, node: EventTarget | null, selector: string): E | null {
  if (!(node instanceof Element)) return null;
  const found = node.closest<E & Element>(selector);
  return found && found.closest('table') === table ? found : null;
}

/** The row or cell a node belongs to: what holds the grid's Tab stop. */
export function gridItemOf(table: HTMLTableElement, node: EventTarget | null): HTMLElement | null {
  return closestIn<HTMLTableCellElement>(table, node, 'td, th') ?? closestIn<HTMLTableRowElement>(table, node, 'tr');
}

/** Focuses a row or cell that held the Tab stop (a cell through its first control). */
export function focusGridItem(item: HTMLElement): void {
  if (item instanceof HTMLTableCellElement) focusCell(item, 'first');
  else item.focus();
}

function bodyRows(table: HTMLTableElement): HTMLTableRowElement[] {
  return Array.from(table.tBodies[0]?.rows ?? []).filter((row) => row.getAttribute('role') === 'row');
}

/** Makes `next` the grid's one Tab stop (tabIndex 0) in place of `previous`. */
export function moveTabStop(previous: HTMLElement | null, next: HTMLElement): HTMLElement {
  if (previous && previous !== next) previous.tabIndex = -1;
  next.tabIndex = 0;
  return next;
}

/**
 * The Tab stop after a render: `current` while it is still in the table (and the table itself only
 * while there are no rows), else the first row; the new one takes focus when the old one had it.
 */
export function settleTabStop(table: HTMLTableElement, current: HTMLElement | null): HTMLElement {
  const first = bodyRows(table)[0];
  if (current?.isConnected && !(current === table && first)) return current;
  const doc = table.ownerDocument;
  const hadFocus = current !== null && !current.isConnected && doc.activeElement === doc.body;
  const next = moveTabStop(current?.isConnected ? current : null, first ?? table);
  if (hadFocus && next !== table) next.focus();
  return next;
}

function pageStep(table: HTMLTableElement, row: HTMLTableRowElement): number {
  const frame = table.parentElement;
  const scrolls = frame !== null && frame.scrollHeight > frame.clientHeight;
  const visible = scrolls ? frame.clientHeight : window.innerHeight;
  const rowHeight = row.getBoundingClientRect().height || 1;
  return Math.max(1, Math.floor(visible / rowHeight) - 1);
}

/**
 * Moves focus for a navigation key pressed on (or inside) a row or cell of the table; true when the
 * key was one. Rows hold focus as a whole, ArrowRight enters their cells, a cell hands focus to its
 * control, ArrowUp from the first row reaches the column headers; right and left swap in right-to-left.
 */
export function moveGridFocus(table: HTMLTableElement, event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  const row = closestIn<HTMLTableRowElement>(table, target, 'tr');
  if (!row || event.altKey) return false;
  const cell = closestIn<HTMLTableCellElement>(table, target, 'td, th');
  const headerRow = table.tHead?.rows[0];
  const isHeader = row === headerRow;
  const rows = bodyRows(table);
  const lastCell = (of: HTMLTableRowElement) => of.cells[of.cells.length - 1];
  const isRtl = getComputedStyle(table).direction === 'rtl';
  const key = isRtl && event.key === 'ArrowLeft' ? 'ArrowRight' : isRtl && event.key === 'ArrowRight' ? 'ArrowLeft' : event.key;
  const control = cell && target !== cell ? controlsIn(cell) : [];
  const controlIndex = control.indexOf(target);

  const toRow = (next: HTMLTableRowElement | undefined) => {
    if (!next) return;
    if (!cell) {
      if (next === headerRow) focusCell(next.cells[0], 'first');
      else next.focus();
    } else {
      focusCell(next.cells[Math.min(cell.cellIndex, next.cells.length - 1)], 'first');
    }
  };

  switch (key) {
    case 'ArrowRight':
      if (!cell) focusCell(row.cells[0], 'first');
      else if (controlIndex >= 0 && controlIndex < control.length - 1) control[controlIndex + 1]?.focus();
      else if (target === cell && controlsIn(cell).length > 0) focusCell(cell, 'first');
      else if (row.cells[cell.cellIndex + 1]) focusCell(row.cells[cell.cellIndex + 1], 'first');
      else if (!isHeader) row.focus();
      return true;
    case 'ArrowLeft':
      if (!cell) focusCell(lastCell(row), 'last');
      else if (controlIndex > 0) control[controlIndex - 1]?.focus();
      else if (row.cells[cell.cellIndex - 1]) focusCell(row.cells[cell.cellIndex - 1], 'last');
      else if (!isHeader) row.focus();
      return true;
    case 'ArrowDown':
    case 'ArrowUp': {
      const all = headerRow ? [headerRow, ...rows] : rows;
      toRow(all[all.indexOf(row) + (key === 'ArrowDown' ? 1 : -1)]);
      return true;
    }
    case 'PageDown':
    case 'PageUp': {
      if (isHeader) return true;
      const step = pageStep(table, row) * (key === 'PageDown' ? 1 : -1);
      toRow(rows[Math.max(0, Math.min(rows.length - 1, rows.indexOf(row) + step))]);
      return true;
    }
    case 'Home':
    case 'End': {
      const toStart = key === 'Home';
      if (event.ctrlKey || event.metaKey || !cell) {
        const edgeRow = toStart ? rows[0] : rows.at(-1);
        if (edgeRow && !cell) edgeRow.focus();
        else if (edgeRow) focusCell(toStart ? edgeRow.cells[0] : lastCell(edgeRow), toStart ? 'first' : 'last');
      } else {
        focusCell(toStart ? row.cells[0] : lastCell(row), toStart ? 'first' : 'last');
      }
      return true;
    }
    default:
      return false;
  }
}
