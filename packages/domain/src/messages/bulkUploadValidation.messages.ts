function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The check made in the browser before a CSV is uploaded (issue 5, beyond the spec): progress, the
 * preview, the problem report and the words for each refused cell.
 */
export const bulkUploadValidationMessages = {
  checking: 'Checking your file...',
  checkingLabel: 'File check progress',
  checkFailed: 'The file could not be read. Save it as a UTF-8 CSV file and try again.',
  rowsChecked: (rows: number) => `${plural(rows, 'row', 'rows')} checked`,
  noProblems: (rows: number) => (rows === 1 ? 'The 1 row looks good.' : `All ${rows} rows look good.`),
  noRows: 'The file has a header but no property rows.',
  problemsFound: (problems: number, rows: number) =>
    `${plural(problems, 'problem', 'problems')} found in ${plural(rows, 'row', 'rows')}`,
  uploadAnyway: 'You can still upload the file: the server checks it again and has the last word.',
  headerFirst: 'Fix the header before the rows can be checked.',
  downloadErrorRows: 'Download rows with errors',
  errorRowsFileName: (fileName: string) => `${fileName.replace(/\.csv$/i, '')}-errors.csv`,
  downloadErrorReport: 'Download error report',
  errorReportFileName: (fileName: string) => `${fileName.replace(/\.csv$/i, '')}-error-report.csv`,
  errorRowsHint: "The rows with errors keep the template's columns: fix them and upload that file again. The error report lists each problem by row.",
  errorRowsCapped: (kept: number, total: number, maxMb: number) =>
    `The file of rows with errors holds the first ${kept} of ${total} rows with errors, to stay within ${maxMb}MB. The error report lists them all.`,
  /** The error report's row columns: which file, and how its rows are numbered. */
  errorReportRow: (fileName: string) => `Row in ${fileName} (as a spreadsheet numbers it: first line = 1)`,
  previewTitle: 'Preview',
  previewCaption: (shown: number, total: number) => `First ${shown} of ${plural(total, 'row', 'rows')}`,
  reportTitle: 'Problems by row',
  rowNumbering: 'Rows are numbered as in a spreadsheet: the first line of the file is row 1, and blank rows count.',
  reportColumns: { row: 'Row', column: 'Column', problem: 'Problem', value: 'Value' },
  wholeRow: 'Whole row',
  emptyValue: '(empty)',
  issues: {
    required: 'A value is required',
    number: 'Must be a number, without commas or currency',
    integer: 'Must be a whole number',
    date: 'Must be a date in M/D/YYYY format',
    boolean: 'Must be TRUE or FALSE',
  },
  between: (min: number, max: number) => `Must be between ${min} and ${max}`,
  atLeast: (min: number) => `Must be ${min} or more`,
  /** A cell longer than the backend stores in its field (issue 14's limits). */
  atMostCharacters: (max: number) => `Must be at most ${max.toLocaleString('en-US')} characters`,
  readProblemsTitle: 'Some quotes in the file do not pair up',
  unclosedQuote: (row: number) => `Row ${row}: a quoted value never closes, so the rest of the file was read into this row.`,
  strayQuote: (row: number) => `Row ${row}: text follows a closing quote inside a cell.`,
  moreReadProblems: (count: number) => `and ${count} more`,
  cellCount: (found: number, expected: number) => `Row has ${plural(found, 'cell', 'cells')}; expected ${expected}`,
};
