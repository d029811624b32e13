/**
 * Splits CSV text into rows of cells by RFC 4180: commas between cells, double quotes around a cell
 * that holds commas, quotes or line breaks (`""` inside is one quote), CRLF or LF between rows.
 * Blank lines are dropped. Enough for the sandbox to read an upload; the screen validates with its
 * own parser before sending.
 */
export function parseCsvText(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0]?.trim() !== '') rows.push(row);
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
