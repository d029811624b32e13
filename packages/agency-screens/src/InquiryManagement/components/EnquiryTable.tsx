import { enquirySortColumns, isEnquirySortColumn, type Enquiry, type EnquirySort, type EnquiryStatus } from '@marketplace/domain';
import { Button, Cell, Column, Row, Table, TableBody, TableHeader } from '@marketplace/ui';
import { memo } from 'react';
import { EnquiryStatusSelect } from './EnquiryStatusSelect';
import { useEnquiriesMessages } from '../../messages';
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

type ColumnId = (typeof enquirySortColumns)[number] | 'actions';

const columnIds: readonly ColumnId[] = [...enquirySortColumns, 'actions'];

function Truncated({ children }: { children: string }) {
  // The full text on hover; `dir="auto"` lays out Arabic names and notes right to left.
  return (
    <span dir="auto" title={children} className={truncated}>
      {children}
    </span>
  );
}

/**
 * The wide-screen list: ID, Name, Email, Status (inline selector), Note, Created and Actions.
 * Every header but Actions sorts on press, Enter or Space; arrow keys move between cells and into
 * the selectors and buttons. Memoised: typing in the search field does not re-render the rows.
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
  const enquiriesMessages = useEnquiriesMessages();
  const columnLabels: Record<ColumnId, string> = { ...enquiriesMessages.columns, createdAt: enquiriesMessages.columns.created };
  return (
    <Table
      aria-label={enquiriesMessages.listLabel}
      className={styles.table}
      sortDescriptor={{ column: sortColumn, direction: sortDirection }}
      onSortChange={({ column, direction }) => {
        if (isEnquirySortColumn(column)) onSortChange({ column, direction });
      }}
    >
      <TableHeader>
        {columnIds.map((id) => (
          <Column key={id} id={id} isRowHeader={id === 'name'} allowsSorting={id !== 'actions'} className={styles.columnWidths[id]}>
            {columnLabels[id]}
          </Column>
        ))}
      </TableHeader>
      <TableBody items={enquiries} dependencies={[formatDate]}>
        {(enquiry) => (
          <Row id={enquiry.id}>
            <Cell>{String(enquiry.id)}</Cell>
            <Cell>
              <Truncated>{enquiry.name}</Truncated>
            </Cell>
            <Cell>
              <Truncated>{enquiry.email}</Truncated>
            </Cell>
            <Cell>
              <EnquiryStatusSelect
                size="small"
                className={styles.rowSelect}
                aria-label={enquiriesMessages.statusOf(enquiry.name)}
                status={enquiry.status}
                onChange={(status) => onStatusChange(enquiry, status)}
              />
            </Cell>
            <Cell>
              <Truncated>{enquiry.note || enquiriesMessages.noNote}</Truncated>
            </Cell>
            <Cell>
              <Truncated>{formatDate(enquiry.createdAt)}</Truncated>
            </Cell>
            <Cell>
              <Button size="small" variant="secondary" aria-label={enquiriesMessages.viewDetailsOf(enquiry.name)} onPress={() => onOpen(enquiry)}>
                {enquiriesMessages.viewDetails}
              </Button>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
});
