/** The UTF-8 byte-order mark: Excel needs it to read Arabic and other non-Latin text in a CSV. */
export const utf8ByteOrderMark = '\uFEFF';

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell as RFC 4180 writes it: quoted when it holds a comma, quote, line break or edge space. */
export function formatCsvCell(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
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
