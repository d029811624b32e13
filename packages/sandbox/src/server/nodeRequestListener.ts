import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { bodyLimitFor, bodyTooLargeMessage, requestBodyLimits } from '../multipart/bodyLimits';
import { answerPreflight, applyCorsHeaders, isPreflight } from './cors';

/**
 * The largest body the server reads: a multipart upload (the 10 MB CSV or media file) and its
 * framing. JSON and every other body stop at `requestBodyLimits.jsonBytes` (1 MiB); beyond its
 * limit a body is answered 413 rather than buffered.
 */
export const defaultMaxBodyBytes = requestBodyLimits.multipartBytes;

/** Options of {@link createNodeRequestListener}. */
export interface NodeRequestListenerOptions {
  /**
   * One limit for every body, whatever its type, instead of `requestBodyLimits` by content type.
   * @default `requestBodyLimits.multipartBytes` for multipart/form-data, `requestBodyLimits.jsonBytes` for anything else
   */
  readonly maxBodyBytes?: number;
}

function sendJson(response: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ message: { en: message } });
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }).end(body);
}

class BodyTooLargeError extends Error {}

async function readBody(request: IncomingMessage, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw new BodyTooLargeError();
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    total += buffer.byteLength;
    if (total > maxBytes) throw new BodyTooLargeError();
    chunks.push(buffer);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function toFetchHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(request.headersDistinct)) {
    for (const value of values ?? []) headers.append(name, value);
  }
  return headers;
}

async function writeResponse(mocked: Response, response: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  mocked.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = mocked.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = Buffer.from(await mocked.arrayBuffer());
  response.writeHead(mocked.status, mocked.statusText || undefined, headers).end(body);
}

/**
 * Serves msw handlers from a Node HTTP server. Written on msw's public `getResponse` rather than
 * @mswjs/http-middleware 0.10.3, which crashes the process on `HttpResponse.error()` (it writes
 * status 0) and gives handlers no abort signal: here a network-error fault drops the connection
 * and a client hanging up aborts `request.signal`, which releases never-answering faults.
 */
export function createNodeRequestListener(handlers: readonly RequestHandler[], options: NodeRequestListenerOptions = {}): RequestListener {
  return (request, response) => {
    applyCorsHeaders(request, response);
    if (isPreflight(request)) {
      answerPreflight(request, response);
      return;
    }
    const controller = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) controller.abort();
    });
    void (async () => {
      const origin = `http://${request.headers.host ?? 'localhost'}`;
      const method = request.method ?? 'GET';
      const maxBodyBytes = options.maxBodyBytes ?? bodyLimitFor(request.headers['content-type']);
      try {
        const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request, maxBodyBytes);
        const fetchRequest = new Request(new URL(request.url ?? '/', origin), {
          method,
          headers: toFetchHeaders(request),
          body,
          signal: controller.signal,
        });
        const mocked = await getResponse([...handlers], fetchRequest, { baseUrl: origin });
        if (!mocked || mocked.headers.get('x-msw-intention') === 'passthrough') {
          sendJson(response, 404, `No sandbox handler for ${method} ${request.url ?? '/'}`);
        } else if (mocked.type === 'error') {
          response.destroy();
        } else if (!response.destroyed) {
          await writeResponse(mocked, response);
        }
      } catch (error) {
        if (error instanceof BodyTooLargeError) {
          response.setHeader('Connection', 'close');
          sendJson(response, 413, bodyTooLargeMessage(maxBodyBytes));
        } else if (!response.headersSent && !response.destroyed) {
          sendJson(response, 500, `Sandbox handler failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })();
  };
}
