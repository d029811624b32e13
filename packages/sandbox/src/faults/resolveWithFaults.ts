import { HttpResponse } from 'msw';
import type { Fault, StatusFault } from './fault';
import type { FaultRegistry } from './faultRegistry';

/** What a sandbox resolver may answer: a response, or nothing to fall through to the next handler. */
export type ResolverResult = Response | undefined | void;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

function statusResponse(fault: StatusFault): Response {
  const init = { status: fault.status, headers: { ...fault.headers } };
  if (fault.body === undefined) return new HttpResponse(null, init);
  if (typeof fault.body === 'string') return HttpResponse.text(fault.body, init);
  return HttpResponse.json(fault.body, init);
}

async function applyFault(fault: Fault, faults: FaultRegistry, request: Request, resolve: () => ResolverResult | Promise<ResolverResult>) {
  if ('never' in fault) {
    await faults.hold(request.signal);
    return HttpResponse.error();
  }
  if (fault.delayMs !== undefined) {
    await sleep(fault.delayMs, request.signal);
    // The client gave up while we waited: nobody reads the answer, so skip the handler's side effects.
    if (request.signal.aborted) return HttpResponse.error();
  }
  if ('networkError' in fault) return HttpResponse.error();
  if ('status' in fault) return statusResponse(fault);
  return resolve();
}

/**
 * Runs `resolve` unless a fault is set for this request, in which case the fault decides: a status
 * answer, a network error, a delay before `resolve`, or no answer until the request is aborted.
 */
export async function resolveWithFaults(
  faults: FaultRegistry,
  request: Request,
  resolve: () => ResolverResult | Promise<ResolverResult>,
): Promise<ResolverResult> {
  const fault = faults.take(request);
  return fault ? applyFault(fault, faults, request, resolve) : resolve();
}

/**
 * Wraps an msw resolver so the route honours the registry's faults; for handlers written with
 * `http.get(...)` directly. (The sandbox's route builders wrap every route already.)
 */
export function withFaults<Info extends { request: Request }>(
  faults: FaultRegistry,
  resolver: (info: Info) => ResolverResult | Promise<ResolverResult>,
): (info: Info) => Promise<ResolverResult> {
  return (info) => resolveWithFaults(faults, info.request, () => resolver(info));
}
