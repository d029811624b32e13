import { Cell, Column, Row, Table, TableBody, TableHeader } from '@marketplace/ui';
import type { CsvProblemLine } from './csvProblemPage';
import * as styles from './CsvProblemReport.css';
import { truncated } from '../../shared/truncated.css';
import { useBulkUploadMessages, useCommonMessages } from '../../messages';

export interface CsvProblemTableProps {
  /** The problems of the page in view. */
  problems: readonly CsvProblemLine[];
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/** The wide-screen report: Row, Column, Problem and Value; the arrow keys move between cells. */
export function CsvProblemTable({ problems, labelledBy }: CsvProblemTableProps) {
  const columns = useBulkUploadMessages().validation.reportColumns;
  const common = useCommonMessages();
  return (
    <Table aria-labelledby={labelledBy} density="compact" className={styles.table}>
      <TableHeader>
        <Column id="row" isRowHeader className={styles.columnWidths.row}>
          {columns.row}
        </Column>
        <Column id="column" className={styles.columnWidths.column}>
          {columns.column}
        </Column>
        <Column id="problem" className={styles.columnWidths.problem}>
          {columns.problem}
        </Column>
        <Column id="value" className={styles.columnWidths.value}>
          {columns.value}
        </Column>
      </TableHeader>
      <TableBody items={problems} emptyLabel={common.noResults}>
        {(line) => (
          <Row id={line.index}>
            <Cell>{String(line.row)}</Cell>
            <Cell>
              <span dir={line.isWholeRow ? undefined : 'auto'} title={line.column} className={line.isWholeRow ? styles.wholeRow : styles.columnName}>
                {line.column}
              </span>
            </Cell>
            <Cell>{line.problem}</Cell>
            <Cell>
              <span dir="auto" title={line.value} className={truncated}>
                {line.value}
              </span>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
