import type { CsvHeaderCheck, PropertyCsvRowFailure } from '@marketplace/domain';

/** How many data rows the preview shows. */
export const csvPreviewRowCount = 5;

/** A problem's cell value is kept up to this many characters (enough to recognise it, bounded for huge files). */
export const csvProblemValueMaxLength = 80;

/**
 * Every problem found in a file, packed in typed arrays and one string: a 10 MB file with a fault
 * in every row holds about a million problems, and this crosses from the worker to the page (and
 * sits in memory) without a long task. Read one problem with {@link readCsvProblem}.
 */
export interface PackedCsvProblems {
  readonly count: number;
  /**
   * Spreadsheet row number of each problem, as Excel numbers the file's rows: the header is row 1,
   * the first data row 2, and blank rows take their numbers too.
   */
  readonly rows: Int32Array;
  /** Position of the cell in the header; -1 for a problem of the whole row. */
  readonly columns: Int16Array;
  /** Index into `failures` of each problem. */
  readonly failureIndexes: Uint16Array;
  /** The distinct failures met (a handful: required, number, each range, each cell count). */
  readonly failures: readonly PropertyCsvRowFailure[];
  /** The offending cell values, concatenated; problem i's is `values.slice(valueStarts[i], valueStarts[i + 1])`. */
  readonly values: string;
  /** `count + 1` offsets into `values`. */
  readonly valueStarts: Uint32Array;
}

/** A data row of the preview: its cells as read, and its spreadsheet row number (the first line of the file is 1, blank rows count). */
export interface CsvPreviewRow {
  readonly row: number;
  readonly cells: readonly string[];
}

/** What the check before upload found in a CSV file (issue 5). */
export interface CsvCheckReport {
  /** The header's cells, trimmed (a byte-order mark dropped). */
  readonly header: readonly string[];
  /** Spec 1 section 5's header check; when it fails, rows are counted and previewed but not checked. */
  readonly headerCheck: CsvHeaderCheck;
  /** Data rows in the file (blank lines not counted). */
  readonly rowCount: number;
  /** Data rows with at least one problem. */
  readonly invalidRowCount: number;
  /** The first {@link csvPreviewRowCount} data rows, as read, with their spreadsheet row numbers. */
  readonly previewRows: readonly CsvPreviewRow[];
  readonly problems: PackedCsvProblems;
  /** Quotes the CSV reader could not pair, in file order; rows are still read (leniently) and checked. */
  readonly readProblems: readonly CsvReadProblem[];
  /**
   * The failing rows as read, under the file's header and nothing else (the template's columns, so the
   * file can be fixed and uploaded again), as UTF-8 with a byte-order mark and CRLF; never over the
   * 10 MB upload limit: rows that would take it past are left out (see `errorRowCount`). Null when no
   * row failed. What is wrong is in the separate error report (`report/errorReportCsv.ts`).
   */
  readonly errorCsv: Blob | null;
  /** Failing rows in `errorCsv`, the first ones of the file; less than `invalidRowCount` when the limit cut it short. */
  readonly errorRowCount: number;
}

/**
 * Why the CSV reader stumbled on a row (papaparse's 'Quotes' errors): 'unclosed-quote' when a quoted
 * value never closes, so everything after it to the end of the file was read into this row;
 * 'stray-quote' when text follows a closing quote inside a cell (`"abc"def`).
 */
export type CsvReadIssue = 'unclosed-quote' | 'stray-quote';

/** A row the CSV reader stumbled on. */
export interface CsvReadProblem {
  /** Spreadsheet row number (header = 1) of the row where the quote opens. */
  readonly row: number;
  readonly issue: CsvReadIssue;
}

/** One problem, unpacked. */
export interface CsvProblem {
  /** Spreadsheet row number (header = 1). */
  readonly row: number;
  /** The column's name; null for a problem of the whole row. */
  readonly column: string | null;
  readonly failure: PropertyCsvRowFailure;
  /** The cell as written (cut to {@link csvProblemValueMaxLength}); '' for a whole-row problem. */
  readonly value: string;
}

/** Problem `index` (0 to `problems.count - 1`) of a report. */
export function readCsvProblem(report: Pick<CsvCheckReport, 'header' | 'problems'>, index: number): CsvProblem {
  const { problems } = report;
  const columnIndex = problems.columns[index] ?? -1;
  const failure = problems.failures[problems.failureIndexes[index] ?? 0];
  if (index < 0 || index >= problems.count || !failure) throw new RangeError(`No problem ${index} in a report of ${problems.count}`);
  return {
    row: problems.rows[index] ?? 0,
    column: columnIndex < 0 ? null : (report.header[columnIndex] ?? null),
    failure,
    value: problems.values.slice(problems.valueStarts[index], problems.valueStarts[index + 1]),
  };
}

/** How far a check has got, 0 to 1: the share of the file's text read and checked. */
export interface CsvCheckProgress {
  readonly fraction: number;
}
