import type { IncomingMessage, ServerResponse } from 'node:http';

const allowedMethods = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const defaultAllowedHeaders = 'Authorization, Content-Type, Accept';

/**
 * Lets a frontend on any origin call the sandbox: the caller's origin is echoed (with credentials
 * allowed, so cookie-based clients work too) and response headers are readable (`*` covers requests
 * without credentials, where browsers take it literally; the named ones cover the rest).
 */
export function applyCorsHeaders(request: IncomingMessage, response: ServerResponse): void {
  const origin = request.headers.origin;
  response.setHeader('Vary', 'Origin');
  response.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) response.setHeader('Access-Control-Allow-Credentials', 'true');
  response.setHeader('Access-Control-Expose-Headers', '*, Content-Disposition, Location');
}

/** Whether the request is a CORS preflight (an OPTIONS asking about another method). */
export function isPreflight(request: IncomingMessage): boolean {
  return request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
}

/**
 * Answers a preflight with 204: every method the contract uses, the headers asked for, and
 * Chromium's private-network permission (a public page calling 127.0.0.1).
 */
export function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Methods', allowedMethods);
  response.setHeader('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? defaultAllowedHeaders);
  response.setHeader('Access-Control-Max-Age', '600');
  if (request.headers['access-control-request-private-network'] === 'true') {
    response.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
  response.writeHead(204).end();
}
