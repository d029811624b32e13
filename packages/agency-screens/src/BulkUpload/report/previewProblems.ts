import { describePropertyCsvFailure } from '@marketplace/domain';
import type { CsvCheckReport } from '../csvCheck/csvCheckReport';

/** The problems of the preview's rows: the words of each refused cell, and of each refused row. */
export interface PreviewProblems {
  /** The problem of a cell, by spreadsheet row number and column position. */
  cell(row: number, column: number): string | undefined;
  /** The problem of a whole row (its cell count), by spreadsheet row number. */
  row(row: number): string | undefined;
}

/**
 * Picks the problems of the preview's rows (up to the last one's spreadsheet row number). Problems are stored in row order,
 * so this reads only the report's first few entries, however many problems the file has.
 */
export function previewProblems(report: Pick<CsvCheckReport, 'problems' | 'previewRows'>): PreviewProblems {
  const { problems } = report;
  const lastRow = report.previewRows.at(-1)?.row ?? 0;
  const byCell = new Map<string, string>();
  const byRow = new Map<number, string>();
  for (let index = 0; index < problems.count; index += 1) {
    const row = problems.rows[index] ?? 0;
    if (row > lastRow) break;
    const failure = problems.failures[problems.failureIndexes[index] ?? 0];
    if (!failure) continue;
    const column = problems.columns[index] ?? -1;
    if (column < 0) byRow.set(row, describePropertyCsvFailure(failure));
    else byCell.set(`${row}:${column}`, describePropertyCsvFailure(failure));
  }
  return {
    cell: (row, column) => byCell.get(`${row}:${column}`),
    row: (row) => byRow.get(row),
  };
}
