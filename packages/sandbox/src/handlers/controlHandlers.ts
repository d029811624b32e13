import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Resettable } from '../db/database';
import { FaultDefinitionError, parseFault } from '../faults/fault';
import { fillWithHostileText } from '../hostile/hostileText';
import type { FaultRegistry } from '../faults/faultRegistry';
import { readJson } from '../http/readJson';
import { errorResponse } from '../http/responses';
import { joinUrl } from '../http/routeBuilder';

/** Where the control endpoints live under each base URL. */
export const sandboxControlPath = '/__sandbox';

/** What the control endpoints act on. */
export interface ControlHandlerOptions {
  /** Every distinct base URL the sandbox serves; the endpoints answer under each. */
  readonly baseUrls: readonly string[];
  readonly db: Resettable;
  readonly faults: FaultRegistry;
}


function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function handlersAt(baseUrl: string, { db, faults }: ControlHandlerOptions): HttpHandler[] {
  const url = (path: `/${string}`) => joinUrl(baseUrl, `${sandboxControlPath}${path}`);
  return [
    http.get(url('/health'), () => HttpResponse.json({ status: 'ok' })),
    http.get(url('/faults'), () => HttpResponse.json({ faults: faults.list() })),
    http.post(url('/faults'), async ({ request }) => {
      const read = await readJson(request);
      if (read.kind === 'too-large') return read.response;
      const body = read.kind === 'json' ? read.body : undefined;
      if (!isRecord(body) || typeof body.route !== 'string') {
        return errorResponse(400, "Expected a JSON body { route: 'METHOD /path', fault: {...} }");
      }
      try {
        faults.set(body.route, parseFault(body.fault));
      } catch (error) {
        if (error instanceof FaultDefinitionError) return errorResponse(400, error.message);
        throw error;
      }
      return HttpResponse.json({ faults: faults.list() }, { status: 201 });
    }),
    http.delete(url('/faults'), ({ request }) => {
      const route = new URL(request.url).searchParams.get('route');
      try {
        faults.clear(route ?? undefined);
      } catch (error) {
        if (error instanceof FaultDefinitionError) return errorResponse(400, error.message);
        throw error;
      }
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(url('/reset'), () => {
      db.reset();
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(url('/hostile-text'), () => {
      fillWithHostileText(db);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/**
 * The sandbox's own endpoints, never subject to faults:
 * - `GET /__sandbox/health` answers `{ status: 'ok' }` (readiness probes);
 * - `GET /__sandbox/faults` lists the faults in force;
 * - `POST /__sandbox/faults` with `{ route, fault }` sets one (201, or 400 with the reason);
 * - `DELETE /__sandbox/faults[?route=METHOD /path]` clears one or all (204);
 * - `POST /__sandbox/reset` puts the database back to its seed (204);
 * - `POST /__sandbox/hostile-text` puts the XSS corpus in every shown text and picture or link address (204; reset undoes it).
 */
export function createControlHandlers(options: ControlHandlerOptions): HttpHandler[] {
  return [...new Set(options.baseUrls.map((base) => base.replace(/\/+$/, '')))].flatMap((base) => handlersAt(base, options));
}
