import { type PropertyCsvColumn } from './propertyCsvColumns';
import type { CsvCellFailure } from './propertyCsvCellFailure';

/**
 * The rules of the CSV's cells, the only ones: each check says whether a cell is acceptable, for
 * the row check before upload, and the parsers of propertyCsvCells.ts run the same check before
 * building a value. A 10 MB file holds about half a million cells, and building each value (a
 * trimmed copy, a result object, an ISO date) cost more than parsing the CSV itself, so a check
 * reads the cell in place and allocates nothing.
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

/** Where raw's text starts once leading whitespace is skipped (raw.length when it is blank). */
function textStart(raw: string): number {
  let start = 0;
  while (start < raw.length && isSpace(raw.charCodeAt(start))) start += 1;
  return start;
}

/** Where raw's text ends once trailing whitespace is dropped, scanning no further back than `start`. */
function textEnd(raw: string, start: number): number {
  let end = raw.length;
  while (end > start && isSpace(raw.charCodeAt(end - 1))) end -= 1;
  return end;
}

/** Whether raw between start and end is a plain decimal: what parseCsvNumber's pattern accepts. */
function isDecimal(raw: string, start: number, end: number): boolean {
  let index = start;
  const code = raw.charCodeAt(index);
  if (code === 45 || code === 43) index += 1;
  const wholeStart = index;
  while (index < end && isDigit(raw.charCodeAt(index))) index += 1;
  const hasWhole = index > wholeStart;
  if (index === end) return hasWhole;
  if (raw.charCodeAt(index) !== 46) return false;
  index += 1;
  const fractionStart = index;
  while (index < end && isDigit(raw.charCodeAt(index))) index += 1;
  return index === end && (hasWhole || index > fractionStart);
}

/**
 * The whole part of a plain decimal (the digits before any point, sign ignored); -1 past 15
 * digits, where the sum stops being exact.
 */
function wholePartOf(raw: string, start: number, end: number): number {
  let index = start;
  const code = raw.charCodeAt(index);
  if (code === 45 || code === 43) index += 1;
  const wholeStart = index;
  let whole = 0;
  while (index < end) {
    const digit = raw.charCodeAt(index);
    if (!isDigit(digit)) break;
    whole = whole * 10 + (digit - 48);
    index += 1;
  }
  return index - wholeStart > 15 ? -1 : whole;
}

// Fast paths: one regular expression per cell accepts the common valid values (\s is exactly the
// whitespace trim removes), so most cells cost a single call into the native regexp engine; that
// matters because the check runs once per file in a new worker, before the JIT has warmed up to
// hand-written loops. Whatever they do not accept goes through the exact scans below them.
const NOT_BLANK = /\S/;
const PLAIN_NUMBER = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;
const BOOLEAN = /^\s*(?:true|false)\s*$/i;
const EARLY_DAY_DATE = /^\s*(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|1\d|2[0-8])\/\d{4}\s*$/;

/** Free text never fails; a required one fails when empty or blank. */
export const checkCsvRequiredText: CsvCellCheck = (raw) => (raw !== undefined && NOT_BLANK.test(raw) ? undefined : REQUIRED);

/** As parseCsvNumber (PLAIN_NUMBER is its pattern, trimming included, so this one needs no slow path). */
export const checkCsvNumber: CsvCellCheck = (raw) => {
  if (raw === undefined || PLAIN_NUMBER.test(raw) || !NOT_BLANK.test(raw)) return undefined;
  return NOT_A_NUMBER;
};

/** As requiredCsvCell(parseCsvNumber). */
export const checkCsvRequiredNumber: CsvCellCheck = (raw) => {
  if (raw === undefined || !NOT_BLANK.test(raw)) return REQUIRED;
  return PLAIN_NUMBER.test(raw) ? undefined : NOT_A_NUMBER;
};

/**
 * As csvNumberInRange(min, max, { integer }). `surelyValid` is a fast path: a pattern that only
 * matches values in range (and whole, when `integer`).
 */
export function checkCsvNumberInRange(min: number, max: number, { integer = false, surelyValid }: { integer?: boolean; surelyValid?: RegExp } = {}): CsvCellCheck {
  const outOfRange: CsvCellFailure = { ok: false, issue: 'range', min, max };
  return (raw) => {
    if (raw === undefined || raw === '' || surelyValid?.test(raw)) return undefined;
    const start = textStart(raw);
    if (start === raw.length) return undefined;
    const end = textEnd(raw, start);
    if (!isDecimal(raw, start, end)) return NOT_A_NUMBER;
    const whole = wholePartOf(raw, start, end);
    if (whole >= 0) {
      const negative = raw.charCodeAt(start) === 45;
      const point = raw.indexOf('.', start);
      if (point < 0 || point >= end) {
        // Whole numbers of up to 15 digits: the sum is exactly what Number() gives.
        const value = negative ? -whole : whole;
        return value < min || value > max ? outOfRange : undefined;
      }
      // A fraction puts the value between the whole part and the next whole number (which
      // Number() may round up to): when both are in range, so is the value, without parsing it.
      const low = negative ? -whole - 1 : whole;
      if (!integer && low >= min && low + 1 <= max) return undefined;
    }
    // Number() skips the same surrounding whitespace as trim.
    const value = Number(raw);
    if (integer && !Number.isInteger(value)) return NOT_AN_INTEGER;
    return value < min || value > max ? outOfRange : undefined;
  };
}

// Lower-case ASCII letters of 'true' and 'false'; `code | 0x20` folds an upper-case letter onto them.
const TRUE = [116, 114, 117, 101];
const FALSE = [102, 97, 108, 115, 101];

function matchesFolded(raw: string, start: number, end: number, letters: readonly number[]): boolean {
  if (end - start !== letters.length) return false;
  for (let index = 0; index < letters.length; index += 1) if ((raw.charCodeAt(start + index) | 0x20) !== letters[index]) return false;
  return true;
}

/** As parseCsvBoolean: TRUE or FALSE in any letter case (no other character lower-cases to these letters). */
export const checkCsvBoolean: CsvCellCheck = (raw) => {
  if (raw === undefined || raw === '' || BOOLEAN.test(raw)) return undefined;
  const start = textStart(raw);
  if (start === raw.length) return undefined;
  const end = textEnd(raw, start);
  return matchesFolded(raw, start, end, TRUE) || matchesFolded(raw, start, end, FALSE) ? undefined : NOT_A_BOOLEAN;
};

const daysInMonths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** As the parser's Date.UTC, which reads years 0 to 99 as 1900 to 1999. */
function daysInMonth(year: number, month: number): number {
  if (month !== 2) return daysInMonths[month - 1] ?? 0;
  const fullYear = year <= 99 ? 1900 + year : year;
  return fullYear % 4 === 0 && (fullYear % 100 !== 0 || fullYear % 400 === 0) ? 29 : 28;
}

/** Whether raw between start and end is M/D/YYYY (1 or 2 digits, 1 or 2 digits, 4 digits) and a real date. */
function isUsDate(raw: string, start: number, end: number): boolean {
  let index = start;
  let month = 0;
  let day = 0;
  let year = 0;
  let code = 0;
  while (index < end && index - start < 3 && isDigit((code = raw.charCodeAt(index)))) {
    month = month * 10 + (code - 48);
    index += 1;
  }
  const monthDigits = index - start;
  if (monthDigits === 0 || monthDigits > 2 || raw.charCodeAt(index) !== 47) return false;
  index += 1;
  const dayStart = index;
  while (index < end && index - dayStart < 3 && isDigit((code = raw.charCodeAt(index)))) {
    day = day * 10 + (code - 48);
    index += 1;
  }
  const dayDigits = index - dayStart;
  if (dayDigits === 0 || dayDigits > 2 || raw.charCodeAt(index) !== 47 || end - index - 1 !== 4) return false;
  for (index += 1; index < end; index += 1) {
    code = raw.charCodeAt(index);
    if (!isDigit(code)) return false;
    year = year * 10 + (code - 48);
  }
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** As parseCsvDate: M/D/YYYY, a real calendar date. */
export const checkCsvDate: CsvCellCheck = (raw) => {
  if (raw === undefined || raw === '' || EARLY_DAY_DATE.test(raw)) return undefined;
  const start = textStart(raw);
  if (start === raw.length) return undefined;
  return isUsDate(raw, start, textEnd(raw, start)) ? undefined : NOT_A_DATE;
};

// Whole numbers of at most 15 digits are far below Number.MAX_SAFE_INTEGER; a fraction below the
// upper bound stays in range even where Number() rounds it up to the bound.
const checkCount = checkCsvNumberInRange(0, Number.MAX_SAFE_INTEGER, { integer: true, surelyValid: /^\s*\+?\d{1,15}\s*$/ });
const checkId = checkCsvNumberInRange(1, Number.MAX_SAFE_INTEGER, { integer: true, surelyValid: /^\s*\+?0*[1-9]\d{0,14}\s*$/ });
const checkPercentage = checkCsvNumberInRange(0, 100, { surelyValid: /^\s*\+?(?:\d{1,2}(?:\.\d*)?|\.\d+|100(?:\.0*)?)\s*$/ });

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
  handoverQta: checkCsvNumberInRange(1, 4, { integer: true, surelyValid: /^\s*\+?0*[1-4]\s*$/ }),
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
  latitude: checkCsvNumberInRange(-90, 90, { surelyValid: /^\s*[+-]?(?:[1-8]?\d(?:\.\d*)?|\.\d+|90(?:\.0*)?)\s*$/ }),
  longitude: checkCsvNumberInRange(-180, 180, { surelyValid: /^\s*[+-]?(?:(?:1[0-7]\d|\d{1,2})(?:\.\d*)?|\.\d+|180(?:\.0*)?)\s*$/ }),
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
