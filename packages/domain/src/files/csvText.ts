/** The UTF-8 byte-order mark: Excel needs it to read Arabic and other non-Latin text in a CSV. */
export const utf8ByteOrderMark = '\uFEFF';

const SPECIAL = /[",\r\n]/;
const SPACE = /\s/;

/** One cell as RFC 4180 writes it: quoted when it holds a comma, quote, line break or edge space. */
export function formatCsvCell(value: string): string {
  // The edges are tested on their own characters: a pattern with \s$ tries every position of a long cell.
  const needsQuotes = SPECIAL.test(value) || (value !== '' && (SPACE.test(value.charAt(0)) || SPACE.test(value.charAt(value.length - 1))));
  return needsQuotes ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Rows of text cells as CSV text (RFC 4180, CRLF line ends, as Excel writes), optionally preceded
 * by the UTF-8 byte-order mark. The bulk-upload templates and the error file use it; it changes no
 * cell, so a row read back is the row written.
 */
export function formatCsvText(rows: readonly (readonly string[])[], { byteOrderMark = false }: { byteOrderMark?: boolean } = {}): string {
  const body = rows.map((row) => row.map(formatCsvCell).join(',')).join('\r\n');
  return (byteOrderMark ? utf8ByteOrderMark : '') + body + '\r\n';
}
