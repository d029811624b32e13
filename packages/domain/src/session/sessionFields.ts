import type { Read, SessionDecodeIssue } from './sessionDecoder';

/** A JSON object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reports an issue and returns a placeholder that is never used, since the decode has failed. */
function refuse<T>(issues: SessionDecodeIssue[], path: readonly PropertyKey[], code: SessionDecodeIssue['code'], message: string): T {
  issues.push({ code, path, message });
  return failed<T>();
}

/** The object a reader of fields starts from; undefined (with the issue reported) when it is none. */
export const readRecord: Read<Record<string, unknown> | undefined> = (value, issues, path) =>
  isRecord(value) ? value : refuse(issues, path, 'invalid_type', 'Expected an object');

/** What a reader returns once it has reported why it failed: never used, since the decode has failed. */
export function failed<T>(): T {
  return undefined as T;
}

/** An integer id (JavaScript's safe range, like zod's `int()`). */
export const readInt: Read<number> = (value, issues, path) => {
  if (typeof value !== 'number' || !Number.isInteger(value)) return refuse(issues, path, 'invalid_type', 'Expected an integer');
  if (!Number.isSafeInteger(value)) return refuse(issues, path, value > 0 ? 'too_big' : 'too_small', 'Integer out of safe range');
  return value;
};

/** Any string, empty included. */
export const readText: Read<string> = (value, issues, path) =>
  typeof value === 'string' ? value : refuse(issues, path, 'invalid_type', 'Expected a string');

/** A string with at least one character. */
export const readNonEmptyText: Read<string> = (value, issues, path) => {
  const text = readText(value, issues, path);
  return text === '' ? refuse(issues, path, 'too_small', 'Expected a non-empty string') : text;
};

/**
 * A positive finite number, also sent as a numeric string (what `Number()` reads: ' 12 ', '1e3',
 * '0x10'), since servers differ in how they write a lifetime.
 */
export const readPositiveNumber: Read<number> = (value, issues, path) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return refuse(issues, path, 'invalid_type', 'Expected a number');
  return number > 0 ? number : refuse(issues, path, 'too_small', 'Expected a positive number');
};

/** An integer or a non-empty string. */
export const readIntOrText: Read<number | string> = (value, issues, path) => {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (value === '') return refuse(issues, path, 'too_small', 'Expected a non-empty string');
  return refuse(issues, path, 'invalid_union', 'Expected an integer or a non-empty string');
};

/** One of `options`; `fallback` when absent or null. */
export function readOneOf<T extends string>(options: readonly T[], fallback: T): Read<T> {
  return (value, issues, path) => {
    if (value === undefined || value === null) return fallback;
    return (options as readonly unknown[]).includes(value)
      ? (value as T)
      : refuse(issues, path, 'invalid_value', `Expected one of ${options.join(', ')}`);
  };
}

/** A field that may be absent; the stored profile keeps it absent rather than null, so readers test one thing. */
export function optional<T>(read: Read<T>): Read<T | undefined> {
  return (value, issues, path) => (value === undefined || value === null ? undefined : read(value, issues, path));
}
