import { enquirySortColumns, isEnquirySortColumn, type Enquiry, type EnquirySort, type EnquiryStatus } from '@marketplace/domain';
import { DataTable, PlainButton, type DataTableColumn } from '@marketplace/ui';
import { memo, useCallback, useMemo } from 'react';
import { enquiryColumnLabels, type EnquiryColumnId } from './enquiryColumnLabels';
import { EnquiryStatusSelect } from './EnquiryStatusSelect';
import { useCommonMessages, useEnquiriesMessages } from '../../messages';
import * as styles from './EnquiryList.css';
import { truncated } from '../../shared/truncated.css';

export interface EnquiryTableProps {
  /** The enquiries to show (one page), already filtered and sorted. */
  enquiries: readonly Enquiry[];
  /** The applied sort, shown on the headers (primitives, so an equal sort does not re-render the table). */
  sortColumn: EnquirySort['column'];
  sortDirection: EnquirySort['direction'];
  onSortChange: (sort: EnquirySort) => void;
  /** A status picked in a row. Pass a function of fixed identity: rows are cached by enquiry. */
  onStatusChange: (enquiry: Enquiry, status: EnquiryStatus) => void;
  /** View Details. Pass a function of fixed identity: rows are cached by enquiry. */
  onOpen: (enquiry: Enquiry) => void;
  /** How the Created column shows dates; a new function re-renders every row. */
  formatDate: (value: string) => string;
}


const columnIds: readonly EnquiryColumnId[] = [...enquirySortColumns, 'actions'];

/**
 * Rows in the table's first paint: about what a laptop screen shows under the header, the counters
 * and the filters (8 at 1280 x 800); the rest of the page's 25 follow in the next render.
 */
const rowsInFirstPaint = 10;

/** What the cold-load bench times: the first row's first text painting (Element Timing API). */
const firstRowTiming = { elementtiming: 'enquiry-first-row' };

function Truncated({ children, dir = 'auto' }: { children: string; dir?: 'auto' | 'ltr' }) {
  // The full text on hover; `dir="auto"` lays out Arabic names and notes right to left, an e-mail is
  // always left to right.
  return (
    <span dir={dir} title={children} className={truncated}>
      {children}
    </span>
  );
}

/**
 * The wide-screen list: ID, Name, Email, Status (inline selector), Note, Created and Actions.
 * Every header but Actions sorts on press, Enter or Space; arrow keys move between cells and into
 * the selectors and buttons. A ui `DataTable` (plain elements, no react-aria collection) with each
 * row's status selector deferred until used: together they were most of the screen's first render.
 * Memoised: typing in the search field does not re-render the rows.
 */
export const EnquiryTable = memo(function EnquiryTable({
  enquiries,
  sortColumn,
  sortDirection,
  onSortChange,
  onStatusChange,
  onOpen,
  formatDate,
}: EnquiryTableProps) {
  const copy = useEnquiriesMessages();
  const common = useCommonMessages();
  const columns = useMemo<readonly DataTableColumn<EnquiryColumnId>[]>(() => {
    const labels = enquiryColumnLabels(copy);
    return columnIds.map((id) => ({
      id,
      label: labels[id],
      isRowHeader: id === 'name',
      allowsSorting: id !== 'actions',
      className: styles.columnWidths[id],
    }));
  }, [copy]);

  const renderCell = useCallback(
    (enquiry: Enquiry, column: EnquiryColumnId, rowIndex: number) => {
      switch (column) {
        case 'id':
          // A block: Element Timing reports text against the block that lays it out, not an inline span.
          return <div {...(rowIndex === 0 ? firstRowTiming : undefined)}>{String(enquiry.id)}</div>;
        case 'name':
          return <Truncated>{enquiry.name}</Truncated>;
        case 'email':
          return <Truncated dir="ltr">{enquiry.email}</Truncated>;
        case 'status':
          return (
            <EnquiryStatusSelect
              size="small"
              className={styles.rowSelect}
              aria-label={copy.statusOf(enquiry.name)}
              status={enquiry.status}
              onChange={(status) => onStatusChange(enquiry, status)}
            />
          );
        case 'note':
          return <Truncated>{enquiry.note || copy.noNote}</Truncated>;
        case 'createdAt':
          return <Truncated>{formatDate(enquiry.createdAt)}</Truncated>;
        case 'actions':
          return (
            <PlainButton size="small" variant="secondary" aria-label={copy.viewDetailsOf(enquiry.name)} onClick={() => onOpen(enquiry)}>
              {copy.viewDetails}
            </PlainButton>
          );
      }
    },
    [copy, formatDate, onOpen, onStatusChange],
  );

  return (
    <DataTable
      aria-label={copy.listLabel}
      emptyLabel={common.noResults}
      className={styles.table}
      columns={columns}
      rows={enquiries}
      rowKey={enquiryKey}
      renderCell={renderCell}
      initialRowCount={rowsInFirstPaint}
      sortDescriptor={{ column: sortColumn, direction: sortDirection }}
      onSortChange={({ column, direction }) => {
        if (isEnquirySortColumn(column)) onSortChange({ column, direction });
      }}
    />
  );
});

function enquiryKey(enquiry: Enquiry): number {
  return enquiry.id;
}
