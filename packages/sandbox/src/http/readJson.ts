import { bodyTooLargeMessage, requestBodyLimits } from '../multipart/bodyLimits';
import { errorResponse } from './responses';

/** What {@link readJson} found: the parsed body (undefined when empty), a body that is not JSON, or the 413 to send. */
export type JsonReadResult =
  | { readonly kind: 'json'; readonly body: unknown }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'too-large'; readonly response: Response };

/**
 * Reads a request's JSON body, at most `requestBodyLimits.jsonBytes` of it: beyond that the 413 the
 * HTTP server gives, since in the browser (demo mode, Storybook) no server stands in front of the
 * handlers. Every JSON reader of the sandbox goes through here, so no route reads an unlimited body.
 */
export async function readJson(request: Request): Promise<JsonReadResult> {
  const tooLarge = { kind: 'too-large', response: errorResponse(413, bodyTooLargeMessage(requestBodyLimits.jsonBytes)) } as const;
  if (Number(request.headers.get('content-length') ?? 0) > requestBodyLimits.jsonBytes) return tooLarge;
  try {
    const bytes = await request.arrayBuffer();
    if (bytes.byteLength > requestBodyLimits.jsonBytes) return tooLarge;
    const text = new TextDecoder().decode(bytes);
    return { kind: 'json', body: text.trim() === '' ? undefined : (JSON.parse(text) as unknown) };
  } catch {
    return { kind: 'malformed' };
  }
}
