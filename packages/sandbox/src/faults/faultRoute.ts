import { matchRequestUrl } from 'msw';
import { FaultDefinitionError } from './fault';

/** A parsed fault route: `PATCH /api/enquiries/:id`, or a path alone for every method. */
export interface FaultRoute {
  /** Upper-case method, or `*` for any. */
  readonly method: string;
  /** An msw path pattern. */
  readonly path: string;
  /** The canonical `METHOD path` text the registry keys on. */
  readonly key: string;
}

const methodPattern = /^(\*|[A-Za-z]+)$/;

/**
 * Reads `METHOD path` (method in any case, `*` or none for every method). The path is msw syntax:
 * `:param`, `*` wildcards, or a full URL to target one host.
 */
export function parseFaultRoute(route: string): FaultRoute {
  const parts = route.trim().split(/\s+/);
  const [first, second] = parts;
  if (!first || parts.length > 2) throw new FaultDefinitionError(`A fault route is 'METHOD /path' or '/path': ${JSON.stringify(route)}`);
  const method = second === undefined ? '*' : first.toUpperCase();
  const path = second ?? first;
  if (!methodPattern.test(method)) throw new FaultDefinitionError(`Invalid method in fault route ${JSON.stringify(route)}`);
  if (!path.startsWith('/') && !path.startsWith('*') && !/^https?:\/\//.test(path)) {
    throw new FaultDefinitionError(`A fault route path starts with '/', '*' or http(s)://: ${JSON.stringify(route)}`);
  }
  return { method, path, key: `${method} ${path}` };
}

/**
 * Whether a request falls under a fault route. A relative path matches on any host and under any
 * base path, so `/api/enquiries/:id` hits the handler mounted at `${propertyBaseUrl}/api/enquiries/:id`
 * whatever the base.
 */
export function faultRouteMatches(route: FaultRoute, request: Request): boolean {
  if (route.method !== '*' && route.method !== request.method.toUpperCase()) return false;
  const pattern = route.path.startsWith('/') ? `*${route.path}` : route.path;
  return matchRequestUrl(new URL(request.url), pattern).matches;
}
