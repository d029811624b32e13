import { storedTextMaxLengths } from '@marketplace/domain';

/**
 * How much text a JSON body may carry, field by field. A field is named by its own key wherever it
 * sits (`name` limits a property's name and its area's name alike); any text not named is held to
 * `storedTextMaxLengths.other`.
 */
export interface BodyTextLimits {
  /** The longest text of each named field, in UTF-16 code units as zod's `.max` counts. */
  readonly fields?: Readonly<Record<string, number>>;
  /**
   * The top-level fields the route reads. Any other is unknown: dropped, as Jackson drops it, but
   * only up to {@link unknownFieldMaxChars} of JSON, so a body cannot smuggle megabytes beside a valid payload.
   */
  readonly knownFields?: readonly string[];
}

/** The largest unknown field a body may carry, in characters of JSON (about: strings, keys, numbers and brackets). */
export const unknownFieldMaxChars = 16_384;

/** The deepest nesting of arrays and objects a body may have (the specs' deepest payload is 3 levels). */
export const bodyMaxDepth = 32;

/** The known top-level fields of a zod object schema (its `shape`) or the list given, or undefined for anything else. */
export function knownFieldsOf(schema: unknown): readonly string[] | undefined {
  if (Array.isArray(schema)) return schema.filter((field): field is string => typeof field === 'string');
  const shape = typeof schema === 'object' && schema !== null && 'shape' in schema ? schema.shape : undefined;
  return typeof shape === 'object' && shape !== null ? Object.keys(shape) : undefined;
}

/** The message of a text over its limit, worded as zod words a `.max` refusal, so either reads the same. */
export function textTooLongMessage(field: string, max: number): string {
  return `${field}: Too big: expected string to have <=${max} characters`;
}

interface Pending {
  readonly value: unknown;
  readonly path: string;
  readonly key: string;
  readonly depth: number;
}

/** About how many characters of JSON `value` takes; counted without recursion and stops once past `cap`. */
function jsonSizeOver(value: unknown, cap: number): boolean {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') size += next.length + 2;
    else if (Array.isArray(next)) {
      size += 2 + next.length;
      stack.push(...next);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, child] of Object.entries(next)) {
        size += key.length + 4;
        stack.push(child);
      }
      size += 2;
    } else size += String(next).length;
    if (size > cap) return true;
  }
  return false;
}

/**
 * Why a body's text does not fit `limits` (text over its field's limit, an unknown field over
 * {@link unknownFieldMaxChars}, nesting over {@link bodyMaxDepth}), naming the field; null when it fits.
 * Walks the body without recursion, so a deeply nested body is refused rather than overflowing the stack.
 */
export function textLimitRefusal(body: unknown, limits: BodyTextLimits = {}): string | null {
  const fields = limits.fields ?? {};
  const known = limits.knownFields ? new Set(limits.knownFields) : null;
  if (known && typeof body === 'object' && body !== null && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (!known.has(key) && jsonSizeOver(value, unknownFieldMaxChars)) {
        return `${key}: unknown field larger than ${unknownFieldMaxChars} characters`;
      }
    }
  }
  const stack: Pending[] = [{ value: body, path: '', key: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, key, depth } = stack.pop() as Pending;
    if (typeof value === 'string') {
      const max = Object.hasOwn(fields, key) ? (fields[key] as number) : storedTextMaxLengths.other;
      if (value.length > max) return textTooLongMessage(path, max);
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= bodyMaxDepth) return `${path || 'body'}: nested deeper than ${bodyMaxDepth} levels`;
      const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
      // An array's items are named by their field (propertyMedia.0.url's limit is url's).
      for (const [childKey, child] of entries) {
        stack.push({ value: child, path: path ? `${path}.${childKey}` : childKey, key: Array.isArray(value) ? key : childKey, depth: depth + 1 });
      }
    }
  }
  return null;
}
