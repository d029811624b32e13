import { parseJsonWithoutBidiControls, withoutBidiControls } from '@marketplace/domain';
import { DecodeError, type ApiRequestInfo, type DecodeIssue } from './errors';

/**
 * Anything with zod's `safeParse`: every schema of `@marketplace/domain` fits. Typed structurally so
 * the client needs no zod of its own and a caller may pass a hand-written decoder.
 */
export interface Decoder<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly DecodeIssue[] } };
}

/** The decoded type of a {@link Decoder} or {@link LazyDecoder}. */
export type Decoded<D> = D extends Decoder<infer T> ? T : D extends LazyDecoder<infer T> ? T : never;

/**
 * A decoder whose code loads on demand. The client starts `load` as the call goes out, so zod and the
 * domain's schemas arrive while the request is in flight instead of sitting in a route's first load.
 */
export interface LazyDecoder<T> {
  readonly load: () => Promise<Decoder<T>>;
}

/** What a call decodes its answer with: a decoder at hand, or one loaded with the call. */
export type ResponseDecoder<T> = Decoder<T> | LazyDecoder<T>;

/** Wraps the dynamic import of a decoder: a function that imports a schemas module and picks one schema from it. */
export function lazyDecoder<T>(load: () => Promise<Decoder<T>>): LazyDecoder<T> {
  return { load };
}

/**
 * The decoders of one schemas module, loaded with the first call that needs one of them: pass a
 * function that dynamically imports the module, then pick each decoder from it by name.
 * (No import example here: the declaration build rewrites every relative import it finds, comments included.)
 */
export function lazySchemas<M>(load: () => Promise<M>) {
  return <T>(pick: (module: M) => Decoder<T>): LazyDecoder<T> => lazyDecoder(() => load().then(pick));
}

export function isLazyDecoder<T>(decoder: ResponseDecoder<T>): decoder is LazyDecoder<T> {
  return 'load' in decoder && typeof decoder.load === 'function';
}

/** Decodes a body or throws a {@link DecodeError} carrying the schema's issues. */
export function decodeBody<T>(schema: Decoder<T>, body: unknown, request: ApiRequestInfo): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new DecodeError(request, result.error.issues, body);
}

/** A body the caller expected as JSON that is not JSON: one issue, so it reads like any other decode failure. */
export function invalidJsonError(text: string, request: ApiRequestInfo): DecodeError {
  return new DecodeError(request, [{ code: 'invalid_json', path: [], message: 'Body is not valid JSON' }], text);
}

/** How a response body is read before decoding. */
export type ResponseType = 'json' | 'text' | 'jsonOrText';

/**
 * Turns a body's text into the value its schema decodes, without bidi embedding, override and
 * isolate controls in any of its strings: in text from the server they only reverse what follows. An empty body is `undefined` in every JSON
 * mode (204 answers, or DELETEs that answer nothing).
 */
export function readBodyText(text: string, responseType: ResponseType, request: ApiRequestInfo): unknown {
  if (responseType === 'text') return withoutBidiControls(text);
  if (text.trim() === '') return undefined;
  try {
    return parseJsonWithoutBidiControls(text);
  } catch {
    if (responseType === 'jsonOrText') return withoutBidiControls(text);
    throw invalidJsonError(text, request);
  }
}

/** An error body: parsed JSON when it parses, else its text (or `undefined` when empty). */
export function readErrorBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return parseJsonWithoutBidiControls(text);
  } catch {
    return withoutBidiControls(text);
  }
}

/**
 * The decoder of calls whose answer carries nothing the client needs (deletions): any body, or
 * none, is accepted, so a server that answers 200 with a message or 204 with nothing both work.
 */
export const ignoredBody: Decoder<void> = {
  safeParse: () => ({ success: true, data: undefined }),
};
