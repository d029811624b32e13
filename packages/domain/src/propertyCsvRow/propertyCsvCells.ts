import { checkCsvBoolean, checkCsvDate, checkCsvNumber, checkCsvNumberInRange, type CsvCellCheck } from './propertyCsvCell.rules';
import type { CsvCellFailure } from './propertyCsvCellFailure';

export type { CsvCellFailure, CsvCellIssue } from './propertyCsvCellFailure';

/**
 * Per-cell parsers of the bulk-upload CSV: what a cell may hold is decided by its check in
 * propertyCsvCell.rules.ts (the one set of cell rules, which the row check before upload runs
 * alone); a parser runs that check and turns the text it accepted into the value. An empty (or
 * whitespace-only) cell parses to undefined unless the column is required.
 */

/** The outcome of parsing one cell. */
export type CsvCellResult<T> = { ok: true; value: T } | CsvCellFailure;

/** Parses one raw cell (undefined when the row is short). */
export type CsvCellParser<T> = (raw: string | undefined) => CsvCellResult<T>;

/** The value type a parser yields. */
export type CsvCellValue<P> = P extends CsvCellParser<infer T> ? T : never;

const EMPTY: CsvCellResult<undefined> = { ok: true, value: undefined };
const REQUIRED: CsvCellFailure = { ok: false, issue: 'required' };

// Captures the parts of a date its check has accepted.
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A parser from a check (null: every text passes) and the value of the trimmed text it accepted. */
function parserOf<T>(check: CsvCellCheck | null, valueOf: (text: string) => T): CsvCellParser<T | undefined> {
  return (raw) => {
    const failure = check?.(raw);
    if (failure) return failure;
    const text = raw === undefined ? '' : raw.trim();
    return text === '' ? EMPTY : { ok: true, value: valueOf(text) };
  };
}

/** Free text; surrounding whitespace is dropped. */
export const parseCsvText: CsvCellParser<string | undefined> = parserOf(null, (text) => text);

/** A decimal number such as 1500000 or 7.5 (no thousands separators, no exponent). */
export const parseCsvNumber: CsvCellParser<number | undefined> = parserOf(checkCsvNumber, Number);

/** A number parser limited to [min, max], optionally to whole numbers. */
export function csvNumberInRange(min: number, max: number, { integer = false }: { integer?: boolean } = {}): CsvCellParser<number | undefined> {
  return parserOf(checkCsvNumberInRange(min, max, { integer }), Number);
}

/** A count: a whole number, 0 or more. */
export const parseCsvCount = csvNumberInRange(0, Number.MAX_SAFE_INTEGER, { integer: true });

/** A reference id: a whole number, 1 or more. */
export const parseCsvId = csvNumberInRange(1, Number.MAX_SAFE_INTEGER, { integer: true });

/** A percentage from 0 to 100. */
export const parseCsvPercentage = csvNumberInRange(0, 100);

/** A latitude from -90 to 90. */
export const parseCsvLatitude = csvNumberInRange(-90, 90);

/** A longitude from -180 to 180. */
export const parseCsvLongitude = csvNumberInRange(-180, 180);

/** A handover quarter, 1 to 4. */
export const parseCsvHandoverQuarter = csvNumberInRange(1, 4, { integer: true });

/** TRUE or FALSE in any letter case; nothing else (not yes/no, not 1/0). */
export const parseCsvBoolean: CsvCellParser<boolean | undefined> = parserOf(checkCsvBoolean, (text) => text.toLowerCase() === 'true');

/** A calendar date written M/D/YYYY (1/31/2024 or 01/31/2024), returned as YYYY-MM-DD. */
export const parseCsvDate: CsvCellParser<string | undefined> = parserOf(checkCsvDate, (text) => {
  const [, month = '', day = '', year = ''] = US_DATE.exec(text) ?? [];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
});

/** Wraps a parser so that an empty cell is refused as 'required'. */
export function requiredCsvCell<T>(parse: CsvCellParser<T | undefined>): CsvCellParser<T> {
  return (raw) => {
    const parsed = parse(raw);
    if (!parsed.ok) return parsed;
    return parsed.value === undefined ? REQUIRED : { ok: true, value: parsed.value };
  };
}
