import { csvSafeCell, describePropertyCsvFailure, formatCsvCell, utf8ByteOrderMark, type Messages } from '@marketplace/domain';
import { readCsvProblem, type CsvCheckReport } from '../csvCheck/csvCheckReport';

const batchLines = 1024;

function line(cells: readonly string[]): string {
  return `${cells.map((cell) => formatCsvCell(cell)).join(',')}\r\n`;
}

/**
 * The error report (issue 13, point 6), apart from the file of rows with errors so that file keeps
 * the template's columns: one line per problem with its row in the chosen file and in the file of
 * rows with errors (empty for a row the 10 MB limit left out of it), the column ('Whole row' for a
 * cell count), the problem and the value as written. The row columns' names say how rows are
 * numbered. Values are guarded against running as formulas: this file is for reading, not upload.
 * UTF-8 with a byte-order mark, CRLF; built in batches, so a million problems make no huge string.
 */
export function errorReportCsv(
  report: Pick<CsvCheckReport, 'header' | 'problems' | 'errorRowCount'>,
  fileName: string,
  copy: Messages['bulkUpload']['validation'],
): Blob {
  const header = line([
    copy.errorReportRow(fileName),
    copy.errorReportRow(copy.errorRowsFileName(fileName)),
    copy.reportColumns.column,
    copy.reportColumns.problem,
    copy.reportColumns.value,
  ]);
  const parts: Blob[] = [];
  let lines: string[] = [utf8ByteOrderMark, header];
  // Problems come in row order, so the failing rows are counted as they come: the n-th is row n + 1 of the error file.
  let lastRow = -1;
  let failingRows = 0;
  for (let index = 0; index < report.problems.count; index += 1) {
    const { row, column, failure, value } = readCsvProblem(report, index);
    if (row !== lastRow) {
      lastRow = row;
      failingRows += 1;
    }
    const errorFileRow = failingRows <= report.errorRowCount ? String(failingRows + 1) : '';
    lines.push(line([String(row), errorFileRow, column ?? copy.wholeRow, describePropertyCsvFailure(failure), csvSafeCell(value)]));
    if (lines.length >= batchLines) {
      parts.push(new Blob(lines));
      lines = [];
    }
  }
  return new Blob([...parts, ...lines], { type: 'text/csv;charset=utf-8' });
}
