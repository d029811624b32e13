/** A row of a CSV file with its spreadsheet row number. */
export interface CsvTextRow {
  /** As a spreadsheet numbers it: the file's first line is row 1, and blank rows count. */
  readonly row: number;
  readonly cells: string[];
}

const NOT_BLANK = /\S/;

/**
 * Splits CSV text into rows of cells by RFC 4180: commas between cells, double quotes around a cell
 * that holds commas, quotes or line breaks (`""` inside is one quote), CRLF or LF between rows.
 * Blank rows (only empty or whitespace cells, as Excel writes ',,,' for an emptied row) are dropped
 * but keep their numbers, so each row carries the number the screen's check and a spreadsheet give it.
 * Enough for the sandbox to read an upload; the screen validates with its own parser before sending.
 */
export function parseCsvText(text: string): CsvTextRow[] {
  const rows: CsvTextRow[] = [];
  let row: string[] = [];
  let rowNumber = 0;
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    rowNumber += 1;
    if (row.some((value) => NOT_BLANK.test(value))) rows.push({ row: rowNumber, cells: row });
    row = [];
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character !== '"') cell += character;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n') endRow();
    else if (character !== '\r') cell += character;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
