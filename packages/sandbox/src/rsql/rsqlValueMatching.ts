import type { RsqlValue } from './rsqlAst';

const numberPattern = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** A record value as a number when it is one or is text that reads as one; null otherwise. */
function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && numberPattern.test(value.trim())) return Number(value);
  return null;
}

/** Whether a record value stands for SQL NULL. */
export function isNullish(value: unknown): boolean {
  return value === null || value === undefined;
}

/** The unquoted word `null` means SQL NULL; quoted, it is the text "null". */
export function isNullLiteral(value: RsqlValue): boolean {
  return !value.quoted && value.text === 'null';
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

// The case folding of a regular expression's `i` flag without `u` (ECMAScript's Canonicalize), which
// these searches used before: a UTF-16 unit becomes its upper case when that is a single unit and does
// not turn a non-ASCII letter into an ASCII one ('ß' and 'ſ' stay as they are).
function foldUnit(unit: string): string {
  const upper = unit.toUpperCase();
  if (upper.length !== 1) return unit;
  return unit.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128 ? unit : upper;
}

// The only letters outside ASCII whose upper case is ASCII (dotless i, long s), and surrogates, whose
// halves a unit-by-unit fold leaves alone while `toUpperCase` folds the pair.
const unitFoldNeeded = /[\u0131\u017f\ud800-\udfff]/;
const foldedUnits = new Map<string, string>();

/** A text folded for case-insensitive comparison; the result has the same length as the text. */
export function foldCase(text: string): string {
  const upper = text.toUpperCase();
  // Same length: no letter grew (as 'ß' does to 'SS'), so each unit became its one-unit upper case.
  if (upper.length === text.length && !unitFoldNeeded.test(text)) return upper;
  let folded = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charAt(index);
    let upper = foldedUnits.get(unit);
    if (upper === undefined) {
      upper = foldUnit(unit);
      foldedUnits.set(unit, upper);
    }
    folded += upper;
  }
  return folded;
}

// A pattern's pieces between its asterisks, case folded. Kept per parsed value, so a filter folds its
// patterns once and not once per record.
const patternPieces = new WeakMap<RsqlValue, readonly string[]>();

function piecesOf(value: RsqlValue): readonly string[] {
  let pieces = patternPieces.get(value);
  if (pieces === undefined) {
    pieces = foldCase(value.text).split('*');
    patternPieces.set(value, pieces);
  }
  return pieces;
}

/**
 * Whether a text matches a pattern where `*` stands for any run of characters, ignoring case: the
 * whole text when anchored, anywhere in it otherwise. Linear in the text, whatever the stars: the
 * first and last pieces are held to the ends, and each piece in between is taken at its first
 * occurrence after the previous one, which never loses a match (a later occurrence only leaves less
 * room for the pieces after it), so nothing is ever retried.
 */
function globMatches(value: RsqlValue, recordText: string, anchored: boolean): boolean {
  const pieces = piecesOf(value);
  const text = foldCase(recordText);
  const first = pieces[0] ?? '';
  if (pieces.length === 1) return anchored ? text === first : text.includes(first);
  let start = 0;
  let end = text.length;
  let middle = pieces;
  if (anchored) {
    const last = pieces[pieces.length - 1] ?? '';
    if (first.length + last.length > text.length || !text.startsWith(first) || !text.endsWith(last)) return false;
    start = first.length;
    end = text.length - last.length;
    middle = pieces.slice(1, -1);
  }
  for (const piece of middle) {
    if (piece === '') continue;
    const found = text.indexOf(piece, start);
    if (found === -1 || found + piece.length > end) return false;
    start = found + piece.length;
  }
  return true;
}

/**
 * `==` for one non-null record value. With a `*` the value is a pattern matched against the whole
 * text, ignoring case (what the specs' `name==*text*` searches expect); without, numbers compare as
 * numbers, booleans against `true` / `false` in any case, and text exactly.
 */
export function equalsValue(recordValue: unknown, value: RsqlValue): boolean {
  if (!isScalar(recordValue)) return false;
  if (value.text.includes('*')) return globMatches(value, String(recordValue), true);
  if (typeof recordValue === 'boolean') return String(recordValue) === value.text.toLowerCase();
  const left = asNumber(recordValue);
  const right = asNumber(value.text);
  if (left !== null && right !== null) return left === right;
  return String(recordValue) === value.text;
}

/**
 * `=like=` for one non-null record value: a case-insensitive search for the pattern anywhere in the
 * text, as rsql-jpa's LIKE `%value%` does; `*` still matches any run of characters.
 */
export function likeValue(recordValue: unknown, value: RsqlValue): boolean {
  if (!isScalar(recordValue)) return false;
  return globMatches(value, String(recordValue), false);
}

/**
 * Orders one non-null record value against the filter value: numerically when both read as
 * numbers, otherwise by UTF-16 code units (so ISO dates order correctly). Returns null when the
 * two cannot be ordered.
 */
export function compareValue(recordValue: unknown, value: RsqlValue): number | null {
  if (!isScalar(recordValue) || typeof recordValue === 'boolean') return null;
  const left = asNumber(recordValue);
  const right = asNumber(value.text);
  if (left !== null && right !== null) return Math.sign(left - right);
  const text = String(recordValue);
  if (text === value.text) return 0;
  return text < value.text ? -1 : 1;
}
