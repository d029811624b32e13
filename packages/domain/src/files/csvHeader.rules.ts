/** The outcome of {@link validateCsvHeader}. */
export type CsvHeaderCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'missing-columns'; readonly missing: readonly string[] }
  | { readonly ok: false; readonly reason: 'column-count'; readonly expected: number; readonly found: number };

/**
 * The CSV header check of spec 1 section 5, in the spec's order: every required column must be
 * present ('missing-columns', listing them in the required order; the catalogue words it 'Missing
 * required columns: ...'), then the column count must equal the required count ('column-count' with
 * the count found: 'Expected 39 columns, but found N...'). Cells are trimmed and a UTF-8 byte-order
 * mark before the first is dropped; names match case-sensitively, as the template writes them.
 */
export function validateCsvHeader(header: readonly string[], required: readonly string[]): CsvHeaderCheck {
  // trim() also strips the UTF-8 byte-order mark (U+FEFF counts as white space in ECMAScript), which
  // Excel writes in front of the first column name.
  const cells = header.map((cell) => cell.trim());
  const present = new Set(cells);
  const missing = required.filter((column) => !present.has(column));
  if (missing.length > 0) return { ok: false, reason: 'missing-columns', missing };
  if (cells.length !== required.length) {
    return { ok: false, reason: 'column-count', expected: required.length, found: cells.length };
  }
  return { ok: true };
}
