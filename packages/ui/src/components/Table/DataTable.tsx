import { clsx } from 'clsx';
import { memo, useDeferredValue, useMemo, useRef, type ReactElement, type ReactNode } from 'react';
import { SortIcon } from './SortIcon';
import * as styles from './Table.css';
import * as dataStyles from './DataTable.css';
import { useGridNavigation } from './useGridNavigation';

type Alignment = 'start' | 'center' | 'end';

/** A column of a `DataTable`. Keep the list of columns stable (a constant or a memo): rows re-render when it changes. */
export interface DataTableColumn<C extends string = string> {
  readonly id: C;
  /** The header's text. */
  readonly label: string;
  /** Its cells name their row (role rowheader), as a Name column does. */
  readonly isRowHeader?: boolean;
  /** The header sorts on press, Enter or Space, shows the direction and exposes `aria-sort`. */
  readonly allowsSorting?: boolean;
  /** @default 'start' */
  readonly align?: Alignment;
  /** On the header cell: with a fixed table layout its width sets the column's. */
  readonly className?: string;
}

/** A column and a direction, as `Table`'s `sortDescriptor`. */
export interface DataTableSort<C extends string = string> {
  readonly column: C;
  readonly direction: 'ascending' | 'descending';
}

export interface DataTableProps<T, C extends string = string> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: readonly DataTableColumn<C>[];
  /** The rows to show (a page: every row is rendered). */
  rows: readonly T[];
  /** A key that stays with a row across renders (its id). */
  rowKey: (row: T) => string | number;
  /**
   * A cell's content. A row re-renders only when its item, its index or this function changes, so
   * pass a function of fixed identity (useCallback) and new row objects for changed rows.
   */
  renderCell: (row: T, column: C, rowIndex: number) => ReactNode;
  sortDescriptor?: DataTableSort<C>;
  /** A new column sorts ascending; the sorted column flips. */
  onSortChange?: (sort: DataTableSort<C>) => void;
  /** Shown in a cell across the table when there are no rows. @default 'No results' */
  emptyLabel?: ReactNode;
  /** @default 'comfortable' */
  density?: 'compact' | 'comfortable';
  /**
   * How many rows the table's first render shows; the rest follow in a render of their own right
   * after it (React's deferred value), so a page longer than the screen paints its first screenful
   * sooner. Later renders show every row. @default every row
   */
  initialRowCount?: number;
  className?: string;
}

interface RowProps<T, C extends string> {
  row: T;
  rowIndex: number;
  columns: readonly DataTableColumn<C>[];
  cellClasses: readonly string[];
  renderCell: (row: T, column: C, rowIndex: number) => ReactNode;
}

function DataRowImpl<T, C extends string>({ row, rowIndex, columns, cellClasses, renderCell }: RowProps<T, C>) {
  return (
    <tr role="row" tabIndex={-1} className={clsx(styles.row, dataStyles.focusable)}>
      {columns.map((column, index) =>
        column.isRowHeader ? (
          <th key={column.id} role="rowheader" scope="row" tabIndex={-1} className={cellClasses[index]}>
            {renderCell(row, column.id, rowIndex)}
          </th>
        ) : (
          <td key={column.id} role="gridcell" tabIndex={-1} className={cellClasses[index]}>
            {renderCell(row, column.id, rowIndex)}
          </td>
        ),
      )}
    </tr>
  );
}

const DataRow = memo(DataRowImpl) as <T, C extends string>(props: RowProps<T, C>) => ReactElement;

function nextSort<C extends string>(current: DataTableSort<C> | undefined, column: C): DataTableSort<C> {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/**
 * A data table for a page of rows, with `Table`'s look and keyboard (a grid: one Tab stop, arrow
 * keys between rows, cells and the controls in cells; sortable headers with `aria-sort`) drawn
 * from plain elements: no react-aria collection is built, so its first render costs a fraction of
 * `Table`'s (for 25 rows of seven cells, most of a list's render). For virtualised lists, rows
 * that are links or selectable, or cells built as components, use `Table`.
 */
export function DataTable<T, C extends string = string>({
  columns,
  rows,
  rowKey,
  renderCell,
  sortDescriptor,
  onSortChange,
  emptyLabel = 'No results',
  density,
  initialRowCount,
  className,
  ...labelling
}: DataTableProps<T, C>) {
  const tableRef = useRef<HTMLTableElement>(null);
  // False in the first render only (with a count): React then renders again with every row.
  const showsEveryRow = useDeferredValue(true, initialRowCount === undefined ? undefined : false);
  const shownRows = showsEveryRow || initialRowCount === undefined ? rows : rows.slice(0, initialRowCount);
  useGridNavigation(tableRef);
  const cellClasses = useMemo(
    () => columns.map((column) => clsx(styles.cell({ align: column.align }), dataStyles.focusable)),
    [columns],
  );
  return (
    <div className={styles.scrollArea}>
      <table ref={tableRef} role="grid" tabIndex={-1} {...labelling} className={clsx(styles.table({ density }), dataStyles.focusable, className)}>
        <thead>
          <tr role="row">
            {columns.map((column) => {
              const direction = sortDescriptor?.column === column.id ? sortDescriptor.direction : 'none';
              return (
                <th
                  key={column.id}
                  role="columnheader"
                  scope="col"
                  tabIndex={-1}
                  aria-sort={column.allowsSorting ? direction : undefined}
                  data-allows-sorting={column.allowsSorting || undefined}
                  className={clsx(
                    styles.column({ align: column.align }),
                    dataStyles.focusable,
                    column.allowsSorting && dataStyles.sortableColumn,
                    column.className,
                  )}
                  onClick={column.allowsSorting ? () => onSortChange?.(nextSort(sortDescriptor, column.id)) : undefined}
                >
                  <span className={styles.columnContent}>
                    <span className={styles.columnLabel}>{column.label}</span>
                    {column.allowsSorting ? <SortIcon direction={direction} /> : null}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyLabel}
              </td>
            </tr>
          ) : (
            shownRows.map((row, rowIndex) => (
              <DataRow key={rowKey(row)} row={row} rowIndex={rowIndex} columns={columns} cellClasses={cellClasses} renderCell={renderCell} />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
