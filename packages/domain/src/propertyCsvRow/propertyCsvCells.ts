/**
 * Per-cell parsers of the bulk-upload CSV. They are plain functions built once at load time, so a
 * worker checking thousands of rows pays a regular expression and a Number() per cell, nothing more.
 * An empty (or whitespace-only) cell parses to undefined unless the column is required.
 */

/** Why a cell was refused; the message catalogue turns these into text. */
export type CsvCellIssue = 'required' | 'number' | 'integer' | 'range' | 'date' | 'boolean';

/** A refused cell, with the allowed range when the issue is 'range'. */
export interface CsvCellFailure {
  ok: false;
  issue: CsvCellIssue;
  min?: number;
  max?: number;
}

/** The outcome of parsing one cell. */
export type CsvCellResult<T> = { ok: true; value: T } | CsvCellFailure;

/** Parses one raw cell (undefined when the row is short). */
export type CsvCellParser<T> = (raw: string | undefined) => CsvCellResult<T>;

/** The value type a parser yields. */
export type CsvCellValue<P> = P extends CsvCellParser<infer T> ? T : never;

const EMPTY: CsvCellResult<undefined> = { ok: true, value: undefined };
const NOT_A_NUMBER: CsvCellFailure = { ok: false, issue: 'number' };
const NOT_AN_INTEGER: CsvCellFailure = { ok: false, issue: 'integer' };
const NOT_A_DATE: CsvCellFailure = { ok: false, issue: 'date' };
const NOT_A_BOOLEAN: CsvCellFailure = { ok: false, issue: 'boolean' };
const REQUIRED: CsvCellFailure = { ok: false, issue: 'required' };

// Plain decimals only: Number() alone would accept '0x1A', '1e3', 'Infinity' and read ' ' as 0.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function trimmed(raw: string | undefined): string {
  return raw === undefined ? '' : raw.trim();
}

function ok<T>(value: T): CsvCellResult<T> {
  return { ok: true, value };
}

/** Free text; surrounding whitespace is dropped. */
export const parseCsvText: CsvCellParser<string | undefined> = (raw) => {
  const text = trimmed(raw);
  return text === '' ? EMPTY : ok(text);
};

/** A decimal number such as 1500000 or 7.5 (no thousands separators, no exponent). */
export const parseCsvNumber: CsvCellParser<number | undefined> = (raw) => {
  const text = trimmed(raw);
  if (text === '') return EMPTY;
  return DECIMAL.test(text) ? ok(Number(text)) : NOT_A_NUMBER;
};

/** A number parser limited to [min, max], optionally to whole numbers. */
export function csvNumberInRange(
  min: number,
  max: number,
  { integer = false }: { integer?: boolean } = {},
): CsvCellParser<number | undefined> {
  const outOfRange: CsvCellFailure = { ok: false, issue: 'range', min, max };
  return (raw) => {
    const parsed = parseCsvNumber(raw);
    if (!parsed.ok || parsed.value === undefined) return parsed;
    if (integer && !Number.isInteger(parsed.value)) return NOT_AN_INTEGER;
    return parsed.value < min || parsed.value > max ? outOfRange : parsed;
  };
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
export const parseCsvBoolean: CsvCellParser<boolean | undefined> = (raw) => {
  const text = trimmed(raw).toLowerCase();
  if (text === '') return EMPTY;
  if (text === 'true') return ok(true);
  if (text === 'false') return ok(false);
  return NOT_A_BOOLEAN;
};

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A calendar date written M/D/YYYY (1/31/2024 or 01/31/2024), returned as YYYY-MM-DD. */
export const parseCsvDate: CsvCellParser<string | undefined> = (raw) => {
  const text = trimmed(raw);
  if (text === '') return EMPTY;
  const match = US_DATE.exec(text);
  if (match === null) return NOT_A_DATE;
  const [, monthText = '', dayText = '', yearText = ''] = match;
  const month = Number(monthText);
  const day = Number(dayText);
  const year = Number(yearText);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return NOT_A_DATE;
  return ok(`${yearText}-${monthText.padStart(2, '0')}-${dayText.padStart(2, '0')}`);
};

/** Wraps a parser so that an empty cell is refused as 'required'. */
export function requiredCsvCell<T>(parse: CsvCellParser<T | undefined>): CsvCellParser<T> {
  return (raw) => {
    const parsed = parse(raw);
    if (!parsed.ok) return parsed;
    return parsed.value === undefined ? REQUIRED : { ok: true, value: parsed.value };
  };
}
