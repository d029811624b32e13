import {
  createPropertyCsvRowChecker,
  csvUploadLimits,
  formatCsvCell,
  propertyCsvColumns,
  utf8ByteOrderMark,
  validateCsvHeader,
  type CsvHeaderCheck,
  type PropertyCsvRowChecker,
  type PropertyCsvRowFailure,
} from '@marketplace/domain';
import { csvPreviewRowCount, type CsvCheckReport, type CsvPreviewRow, type CsvReadIssue, type CsvReadProblem } from './csvCheckReport';
import { createPackedProblemsBuilder } from './packedProblemsBuilder';
import { utf8Length } from './utf8Length';

/** Takes a file's rows one by one (the header first) and reports what the check found. */
export interface CsvCheckAccumulator {
  /** The next non-blank row of the file, as the CSV parser read it. */
  addRow(cells: readonly string[]): void;
  /**
   * A blank row (only empty or whitespace cells): neither checked nor counted, but numbered, so the
   * rows after it keep the number a spreadsheet shows them under.
   */
  addBlankRow(): void;
  /** The CSV reader stumbled on the row just added (the header when no data row came yet). */
  addReadProblem(issue: CsvReadIssue): void;
  finish(): CsvCheckReport;
}

// Joined, not concatenated: join copies into one flat string, so a kept line holds no view into the
// file's pieces (see detachedText).
function csvLine(cells: readonly string[]): string {
  return `${cells.map((cell) => formatCsvCell(cell)).join(',')}\r\n`;
}

const errorBatchLines = 1024;

const noHeader: CsvHeaderCheck = { ok: false, reason: 'missing-columns', missing: propertyCsvColumns };

export interface CsvCheckAccumulatorOptions {
  /** The error file stays within this many bytes. @default csvUploadLimits.maxFileBytes (10 MB, what the upload takes) */
  readonly maxErrorCsvBytes?: number;
}

/**
 * The check before upload, row by row, so a worker can feed it as the parser streams: the header
 * check of spec 1 section 5, then every cell of every data row through the domain's row checker
 * (only when the header is right: otherwise the server refuses the file before reading a row). Rows
 * with problems are kept as read, under the file's header, for the downloadable error file, until it
 * would pass `maxErrorCsvBytes`.
 */
export function createCsvCheckAccumulator({ maxErrorCsvBytes = csvUploadLimits.maxFileBytes }: CsvCheckAccumulatorOptions = {}): CsvCheckAccumulator {
  let header: string[] | null = null;
  let headerCheck: CsvHeaderCheck = noHeader;
  let checker: PropertyCsvRowChecker | null = null;
  let rowCount = 0;
  // Spreadsheet row of the last row seen, blank ones included (the header is row 1 unless blank rows precede it).
  let spreadsheetRow = 0;
  let invalidRowCount = 0;
  const previewRows: CsvPreviewRow[] = [];
  const problems = createPackedProblemsBuilder();
  // Failing rows' lines go into a Blob every errorBatchLines, so a file where every row fails does
  // not keep megabytes of strings on the heap for the collector to copy.
  let errorLines: string[] = [];
  const errorParts: Blob[] = [];
  let errorHeader = '';
  let errorBytes = 0;
  let errorRowCount = 0;
  // Set once a failing row did not fit: later rows are left out too, so the file holds the first ones.
  let errorCsvFull = false;
  const readProblems: CsvReadProblem[] = [];

  // The row being checked, read by the one sink below so a row allocates nothing unless it fails.
  let currentCells: readonly string[] = [];
  let currentRowNumber = 0;
  const report = (columnIndex: number, failure: PropertyCsvRowFailure) => {
    problems.add(currentRowNumber, columnIndex, failure, columnIndex < 0 ? '' : (currentCells[columnIndex] ?? ''));
  };

  const keepErrorRow = (cells: readonly string[]) => {
    if (errorCsvFull) return;
    const line = csvLine(cells);
    const bytes = utf8Length(line);
    if (errorBytes + bytes > maxErrorCsvBytes) {
      errorCsvFull = true;
      return;
    }
    errorBytes += bytes;
    errorRowCount += 1;
    errorLines.push(line);
    if (errorLines.length === errorBatchLines) {
      errorParts.push(new Blob(errorLines));
      errorLines = [];
    }
  };

  return {
    addRow(cells) {
      spreadsheetRow += 1;
      if (header === null) {
        header = cells.map((cell) => cell.trim());
        headerCheck = validateCsvHeader(header, propertyCsvColumns);
        if (headerCheck.ok) checker = createPropertyCsvRowChecker(header);
        errorHeader = csvLine(header);
        errorBytes = utf8Length(utf8ByteOrderMark + errorHeader);
        return;
      }
      rowCount += 1;
      if (previewRows.length < csvPreviewRowCount) previewRows.push({ row: spreadsheetRow, cells });
      if (!checker) return;
      currentCells = cells;
      currentRowNumber = spreadsheetRow;
      if (checker(cells, report) === 0) return;
      invalidRowCount += 1;
      keepErrorRow(cells);
    },
    addBlankRow() {
      spreadsheetRow += 1;
    },
    addReadProblem(issue) {
      readProblems.push({ row: spreadsheetRow, issue });
    },
    finish() {
      const columns = header ?? [];
      const errorCsv = invalidRowCount > 0 ? new Blob([utf8ByteOrderMark, errorHeader, ...errorParts, ...errorLines], { type: 'text/csv;charset=utf-8' }) : null;
      return { header: columns, headerCheck, rowCount, invalidRowCount, previewRows, problems: problems.build(), readProblems, errorCsv, errorRowCount };
    },
  };
}
