import { csvUploadResultSchema } from './propertyCsvRow.schema';

/** A success answer of POST /api/property/upload-csv as the contract allows it, or not the contract's answer. */
export type CsvUploadAnswer =
  /** The server's words, trimmed (null when it sent none: the screen says its own success message), and its `data`. */
  | { readonly ok: true; readonly message: string | null; readonly data?: unknown }
  /** Something else answered 200 (a proxy's or a login page in HTML, a JSON of another shape): not a success. */
  | { readonly ok: false };

/** Markup: an HTML (or XML) page rather than the plain text of the contract. */
const MARKUP = /^\s*</;

function hasOwn(value: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(value, key);
}

/**
 * Reads the 200 answer of a CSV upload (spec 1 section 7: 'JSON with message and data, or plain text';
 * docs/decisions.md). Accepted: nothing; plain text (the message); a JSON string; a JSON object with a
 * text `message` and/or `data`. Refused, so the upload is reported as a failure and not as saved
 * properties: a page of markup (a body starting with '<', as an HTML error or sign-in page served
 * with 200 by a proxy does), a JSON object with neither key, an array, a number or a `message` that
 * is not text.
 */
export function readCsvUploadAnswer(body: unknown): CsvUploadAnswer {
  if (body === undefined) return { ok: true, message: null };
  if (typeof body === 'string') return MARKUP.test(body) ? { ok: false } : { ok: true, message: body.trim() || null };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ok: false };
  if (!hasOwn(body, 'message') && !hasOwn(body, 'data')) return { ok: false };
  const parsed = csvUploadResultSchema.safeParse(body);
  if (!parsed.success) return { ok: false };
  const { message, data } = parsed.data;
  return { ok: true, message: message?.trim() || null, ...(data === undefined ? {} : { data }) };
}
