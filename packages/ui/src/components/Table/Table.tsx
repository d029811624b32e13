import { useContext, type ReactNode } from 'react';
import { clsx } from 'clsx';
import {
  Cell as RACCell,
  CollectionRendererContext,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  composeRenderProps,
  type CellProps as RACCellProps,
  type ColumnProps as RACColumnProps,
  type RowProps as RACRowProps,
  type TableBodyProps as RACTableBodyProps,
  type TableHeaderProps as RACTableHeaderProps,
  type TableProps as RACTableProps,
} from 'react-aria-components';
import { SortIcon } from './SortIcon';
import * as styles from './Table.css';

// Re-exported so screens can sort and virtualise without depending on react-aria-components themselves.
export { TableLayout, Virtualizer, type SortDescriptor } from 'react-aria-components';

export const tableDensities = ['compact', 'comfortable'] as const;
export const tableAlignments = ['start', 'center', 'end'] as const;

type Alignment = (typeof tableAlignments)[number];

export interface TableProps extends Omit<RACTableProps, 'selectionMode'> {
  /** Cell padding: 'compact' for dense lists, 'comfortable' for the usual screens. @default 'comfortable' */
  density?: (typeof tableDensities)[number];
  /**
   * The most the table may grow before it scrolls inside its frame, as a CSS length (e.g. '24rem',
   * '60vh'). With it the header stays in view while the rows scroll; a table inside react-aria's
   * `Virtualizer` needs it, so that only the rows in view are rendered.
   */
  maxHeight?: string;
}

/**
 * A data table on react-aria's Table: grid keyboard navigation, sorting and `aria-sort` come from it.
 * It has no row selection; put buttons in cells for row actions (arrow keys reach them, Enter and
 * Space press them). Wide tables scroll sideways inside their frame on narrow screens.
 */
export function Table({ density, maxHeight, className, style, ...props }: TableProps) {
  const { isVirtualized } = useContext(CollectionRendererContext);
  const tableClass = composeRenderProps(className, (userClass) =>
    clsx(styles.table({ density }), isVirtualized && [styles.scrollArea, styles.virtualized], userClass),
  );
  if (isVirtualized) {
    // The Virtualizer measures and scrolls the table element itself, so it must be the scroll container.
    return (
      <RACTable
        {...props}
        selectionMode="none"
        className={tableClass}
        style={composeRenderProps(style, (userStyle) => ({ maxBlockSize: maxHeight, ...userStyle }))}
      />
    );
  }
  return (
    <div className={styles.scrollArea} style={maxHeight ? { maxBlockSize: maxHeight } : undefined}>
      <RACTable {...props} selectionMode="none" className={tableClass} style={style} />
    </div>
  );
}

export type TableHeaderProps<T> = RACTableHeaderProps<T>;

/** The header row; give it `Column`s, or `columns` and a render function. */
export function TableHeader<T extends object>(props: TableHeaderProps<T>) {
  return <RACTableHeader {...props} />;
}

export interface ColumnProps extends RACColumnProps {
  /** Horizontal alignment of the header text; match the cells of the column. @default 'start' */
  align?: Alignment;
}

/**
 * A column header. With `allowsSorting` it sorts on press, Enter or Space through the table's
 * `sortDescriptor`/`onSortChange`, shows an arrow for the direction and exposes `aria-sort`.
 */
export function Column({ align, className, children, ...props }: ColumnProps) {
  return (
    <RACColumn
      {...props}
      className={composeRenderProps(className, (userClass) => clsx(styles.column({ align }), userClass))}
    >
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          <span className={styles.columnLabel}>{content}</span>
          {allowsSorting ? <SortIcon direction={sortDirection ?? 'none'} /> : null}
        </span>
      ))}
    </RACColumn>
  );
}

export interface TableBodyProps<T> extends RACTableBodyProps<T> {
  /** Shown when there are no rows and no `renderEmptyState` is given. @default 'No results' */
  emptyLabel?: ReactNode;
}

/**
 * The rows. When there are none it shows `renderEmptyState` (e.g. an `EmptyState` with a 'Clear
 * Search' action) or else `emptyLabel`, in a cell spanning every column.
 */
export function TableBody<T extends object>({
  renderEmptyState,
  emptyLabel = 'No results',
  className,
  ...props
}: TableBodyProps<T>) {
  return (
    <RACTableBody
      {...props}
      className={composeRenderProps(className, (userClass) => clsx(styles.body, userClass))}
      renderEmptyState={(renderProps) =>
        renderEmptyState ? renderEmptyState(renderProps) : <div className={styles.empty}>{emptyLabel}</div>
      }
    />
  );
}

export type RowProps<T> = RACRowProps<T>;

/** A body row; rows highlight under the pointer. */
export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return (
    <RACRow
      {...props}
      className={composeRenderProps(className, (userClass) => clsx(styles.row, userClass))}
    />
  );
}

export interface CellProps extends RACCellProps {
  /** Horizontal alignment of the content, e.g. 'end' for numbers and row actions. @default 'start' */
  align?: Alignment;
}

/** A body cell. Buttons inside it are reached with the arrow keys and pressed with Enter or Space. */
export function Cell({ align, className, ...props }: CellProps) {
  return (
    <RACCell {...props} className={composeRenderProps(className, (userClass) => clsx(styles.cell({ align }), userClass))} />
  );
}
