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

function globToRegExp(pattern: string, anchored: boolean): RegExp {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(anchored ? `^${body}$` : body, 'is');
}

/**
 * `==` for one non-null record value. With a `*` the value is a pattern matched against the whole
 * text, ignoring case (what the specs' `name==*text*` searches expect); without, numbers compare as
 * numbers, booleans against `true` / `false` in any case, and text exactly.
 */
export function equalsValue(recordValue: unknown, value: RsqlValue): boolean {
  if (!isScalar(recordValue)) return false;
  if (value.text.includes('*')) return globToRegExp(value.text, true).test(String(recordValue));
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
  return globToRegExp(value.text, false).test(String(recordValue));
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
