import { type PropertyCsvColumn } from './propertyCsvColumns';
import type { CsvCellFailure } from './propertyCsvCells';

/**
 * The cell parsers' verdicts without their values, for the row check before upload: a 10 MB file
 * holds about half a million cells, and building each value (a trimmed copy, a result object, an
 * ISO date) cost more than parsing the CSV itself. Each check scans the characters in place and
 * allocates nothing; it accepts exactly what its parser in propertyCsvCellParsers accepts and
 * refuses with an equal failure (propertyCsvCellChecks.test.ts compares the two on many inputs).
 */
export type CsvCellCheck = (raw: string | undefined) => CsvCellFailure | undefined;

const NOT_A_NUMBER: CsvCellFailure = { ok: false, issue: 'number' };
const NOT_AN_INTEGER: CsvCellFailure = { ok: false, issue: 'integer' };
const NOT_A_DATE: CsvCellFailure = { ok: false, issue: 'date' };
const NOT_A_BOOLEAN: CsvCellFailure = { ok: false, issue: 'boolean' };
const REQUIRED: CsvCellFailure = { ok: false, issue: 'required' };

/** The characters String.prototype.trim removes (ECMAScript WhiteSpace and LineTerminator). */
function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const isDigit = (code: number) => code >= 48 && code <= 57;

// The trimmed text's bounds in the raw cell, set by trimBounds: module state, so a scan returns no object.
let start = 0;
let end = 0;

/** Sets start and end around the cell's text without its surrounding whitespace; false when nothing is left. */
function trimBounds(raw: string | undefined): boolean {
  if (raw === undefined) return false;
  start = 0;
  end = raw.length;
  while (start < end && isSpace(raw.charCodeAt(start))) start += 1;
  while (end > start && isSpace(raw.charCodeAt(end - 1))) end -= 1;
  return start < end;
}

/**
 * The value of raw's trimmed text when it is a plain decimal (what parseCsvNumber's pattern
 * accepts: an optional sign, digits with an optional fraction, or a fraction alone); NaN otherwise.
 */
function decimalValue(raw: string): number {
  let index = start;
  let code = raw.charCodeAt(index);
  const negative = code === 45;
  if (negative || code === 43) index += 1;
  const digitsStart = index;
  let whole = 0;
  while (index < end && isDigit((code = raw.charCodeAt(index)))) {
    whole = whole * 10 + (code - 48);
    index += 1;
  }
  const wholeDigits = index - digitsStart;
  if (index === end) {
    if (wholeDigits === 0) return NaN;
    // Up to 15 digits the sum is exact, so equal to Number(); longer ones are left to Number().
    if (wholeDigits <= 15) return negative ? -whole : whole;
    return Number(raw);
  }
  if (raw.charCodeAt(index) !== 46) return NaN;
  index += 1;
  const fractionStart = index;
  while (index < end && isDigit(raw.charCodeAt(index))) index += 1;
  if (index !== end || (wholeDigits === 0 && index === fractionStart)) return NaN;
  // Number() skips the same surrounding whitespace as trim.
  return Number(raw);
}

/** Free text never fails; a required one fails when empty or blank. */
export const checkCsvRequiredText: CsvCellCheck = (raw) => (trimBounds(raw) ? undefined : REQUIRED);

/** As parseCsvNumber. */
export const checkCsvNumber: CsvCellCheck = (raw) => {
  if (!trimBounds(raw) || raw === undefined) return undefined;
  return Number.isNaN(decimalValue(raw)) ? NOT_A_NUMBER : undefined;
};

/** As requiredCsvCell(parseCsvNumber). */
export const checkCsvRequiredNumber: CsvCellCheck = (raw) => {
  if (!trimBounds(raw) || raw === undefined) return REQUIRED;
  return Number.isNaN(decimalValue(raw)) ? NOT_A_NUMBER : undefined;
};

/** As csvNumberInRange(min, max, { integer }). */
export function checkCsvNumberInRange(min: number, max: number, { integer = false }: { integer?: boolean } = {}): CsvCellCheck {
  const outOfRange: CsvCellFailure = { ok: false, issue: 'range', min, max };
  return (raw) => {
    if (!trimBounds(raw) || raw === undefined) return undefined;
    const value = decimalValue(raw);
    if (Number.isNaN(value)) return NOT_A_NUMBER;
    if (integer && !Number.isInteger(value)) return NOT_AN_INTEGER;
    return value < min || value > max ? outOfRange : undefined;
  };
}

// Lower-case ASCII letters of 'true' and 'false'; `code | 0x20` folds an upper-case letter onto them.
const TRUE = [116, 114, 117, 101];
const FALSE = [102, 97, 108, 115, 101];

function matchesFolded(raw: string, letters: readonly number[]): boolean {
  if (end - start !== letters.length) return false;
  for (let index = 0; index < letters.length; index += 1) if ((raw.charCodeAt(start + index) | 0x20) !== letters[index]) return false;
  return true;
}

/** As parseCsvBoolean: TRUE or FALSE in any letter case (no other character lower-cases to these letters). */
export const checkCsvBoolean: CsvCellCheck = (raw) => {
  if (!trimBounds(raw) || raw === undefined) return undefined;
  return matchesFolded(raw, TRUE) || matchesFolded(raw, FALSE) ? undefined : NOT_A_BOOLEAN;
};

const daysInMonths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** As the parser's Date.UTC, which reads years 0 to 99 as 1900 to 1999. */
function daysInMonth(year: number, month: number): number {
  if (month !== 2) return daysInMonths[month - 1] ?? 0;
  const fullYear = year <= 99 ? 1900 + year : year;
  return fullYear % 4 === 0 && (fullYear % 100 !== 0 || fullYear % 400 === 0) ? 29 : 28;
}

/** Reads 1 or 2 digits at `start` and the '/' after them, advancing `start`; -1 when they are not there. */
function dayOrMonth(raw: string): number {
  let value = 0;
  let digits = 0;
  let code = 0;
  while (start < end && digits < 3 && isDigit((code = raw.charCodeAt(start)))) {
    value = value * 10 + (code - 48);
    digits += 1;
    start += 1;
  }
  if (digits === 0 || digits > 2 || start >= end || raw.charCodeAt(start) !== 47) return -1;
  start += 1;
  return value;
}

/** As parseCsvDate: M/D/YYYY, a real calendar date. */
export const checkCsvDate: CsvCellCheck = (raw) => {
  if (!trimBounds(raw) || raw === undefined) return undefined;
  const month = dayOrMonth(raw);
  if (month < 0) return NOT_A_DATE;
  const day = dayOrMonth(raw);
  if (day < 0 || end - start !== 4) return NOT_A_DATE;
  let year = 0;
  for (let index = start; index < end; index += 1) {
    const code = raw.charCodeAt(index);
    if (!isDigit(code)) return NOT_A_DATE;
    year = year * 10 + (code - 48);
  }
  return month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) ? NOT_A_DATE : undefined;
};

const checkCount = checkCsvNumberInRange(0, Number.MAX_SAFE_INTEGER, { integer: true });
const checkId = checkCsvNumberInRange(1, Number.MAX_SAFE_INTEGER, { integer: true });
const checkPercentage = checkCsvNumberInRange(0, 100);

/**
 * The check of each column, as propertyCsvCellParsers parses it; null for free text, which never
 * fails, so the row check skips those cells.
 */
export const propertyCsvCellChecks = {
  name: checkCsvRequiredText,
  amount: checkCsvRequiredNumber,
  landArea: checkCsvRequiredNumber,
  address: checkCsvRequiredText,
  description: null,
  addedOnDate: checkCsvDate,
  handoverDate: checkCsvDate,
  saleStartDate: checkCsvDate,
  deletedAt: checkCsvDate,
  isActive: checkCsvBoolean,
  isSold: checkCsvBoolean,
  handoverQta: checkCsvNumberInRange(1, 4, { integer: true }),
  numOfBuildings: checkCount,
  numOfFloors: checkCount,
  numOfParking: checkCount,
  numOfRooms: checkCount,
  numOfBedrooms: checkCount,
  numOfBathrooms: checkCount,
  preHandoverPaymentPCT: checkPercentage,
  completePCT: checkPercentage,
  viewCount: checkCount,
  roi: checkCsvNumber,
  latitude: checkCsvNumberInRange(-90, 90),
  longitude: checkCsvNumberInRange(-180, 180),
  mainImageURL: null,
  floorPlanImageURL: null,
  layoutImageURL: null,
  paymentPlanDetails: null,
  floorNumber: null,
  ownerShip: null,
  rejectedOrBlockReason: null,
  deletedReason: null,
  saleTypeId: checkId,
  propertyTypeId: checkId,
  propertyFurnishingStatusId: checkId,
  constructionStatusId: checkId,
  areaId: checkId,
  offeringTypeId: checkId,
  projectIdOfThis: checkId,
} as const satisfies Record<PropertyCsvColumn, CsvCellCheck | null>;
