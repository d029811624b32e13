import * as styles from './Table.css';

/** The sort arrow of a sortable column header: up or down for the applied sort, a double arrow otherwise. */
export function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  return (
    <svg className={styles.sortIcon({ direction })} viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
      {direction === 'none' ? (
        <path d="M5 6.5 8 3.5l3 3M5 9.5l3 3 3-3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="M8 12.5v-9M4.5 7 8 3.5 11.5 7" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}
