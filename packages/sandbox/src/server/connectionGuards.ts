import { maxHeaderSize, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { bodyLimitFor, bodyTooLargeMessage } from '../multipart/bodyLimits';
import { applyCorsHeaders } from './cors';

function errorBody(message: string): string {
  return JSON.stringify({ message: { en: message } });
}

/**
 * Answers `Expect: 100-continue` before the body is sent: a body declared over its limit gets the
 * 413 at once, never a 100 Continue (after which the client would start sending megabytes and could
 * miss the 413 when the server closes the connection under it, as curl did with a 5 MB note); any
 * other goes on to `listener`, which checks the body again as it arrives.
 */
export function checkContinue(listener: RequestListener, maxBodyBytes?: number) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const limit = maxBodyBytes ?? bodyLimitFor(request.headers['content-type']);
    if (Number(request.headers['content-length'] ?? 0) > limit) {
      const body = errorBody(bodyTooLargeMessage(limit));
      applyCorsHeaders(request, response);
      response.writeHead(413, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Connection: 'close' }).end(body);
      return;
    }
    response.writeContinue();
    listener(request, response);
  };
}

/**
 * Answers a request Node's parser refuses before any handler sees it, in the contract's error shape
 * rather than Node's bare status line: a request line and headers over `http.maxHeaderSize` (16 KiB;
 * a filter of thousands of parentheses in the URL) is a 431 saying so, anything else unparsable a 400.
 */
export function answerClientError(error: Error & { readonly code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const [status, reason] = tooLarge ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request'];
  const body = errorBody(tooLarge ? `Request line and headers exceed ${maxHeaderSize} bytes` : 'Malformed HTTP request');
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Access-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n${body}`,
  );
}
