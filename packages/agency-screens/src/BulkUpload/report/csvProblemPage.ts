import { describePropertyCsvFailure, type Messages } from '@marketplace/domain';
import { readCsvProblem, type CsvCheckReport } from '../csvCheck/csvCheckReport';

/** Problems shown per page of the report. */
export const csvProblemPageSize = 25;

/** One problem as the report's table and cards show it. */
export interface CsvProblemLine {
  /** Position in the report, unique: the row's key. */
  readonly index: number;
  /** Spreadsheet row number (header = 1). */
  readonly row: number;
  /** The column's name, or 'Whole row'. */
  readonly column: string;
  readonly isWholeRow: boolean;
  readonly problem: string;
  /** The cell as written, '(empty)' when blank; '' for a whole-row problem, which has no single cell. */
  readonly value: string;
}

/** How many pages the report's problems fill. */
export function csvProblemPageCount(report: Pick<CsvCheckReport, 'problems'>): number {
  return Math.ceil(report.problems.count / csvProblemPageSize);
}

/**
 * The problems of one page (0-based), read one by one from the packed report: a file with a fault
 * in every row holds about a million problems, and only the 25 in view are ever unpacked.
 */
export function readCsvProblemPage(
  report: Pick<CsvCheckReport, 'header' | 'problems'>,
  page: number,
  copy: Messages['bulkUpload']['validation'],
): CsvProblemLine[] {
  const start = page * csvProblemPageSize;
  const end = Math.min(start + csvProblemPageSize, report.problems.count);
  const lines: CsvProblemLine[] = [];
  for (let index = Math.max(0, start); index < end; index += 1) {
    const { row, column, failure, value } = readCsvProblem(report, index);
    const isWholeRow = column === null;
    lines.push({
      index,
      row,
      column: column ?? copy.wholeRow,
      isWholeRow,
      problem: describePropertyCsvFailure(failure),
      value: isWholeRow ? '' : value.trim() === '' ? copy.emptyValue : value,
    });
  }
  return lines;
}
