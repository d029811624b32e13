import type { WindowWithRoutePreload } from '../../build/routePreloadRuntime';

/** An early answer older than this is left alone and the request sent again: the page took too long to ask for it. */
export const earlyResponseMaxAgeMs = 5_000;

function abortable(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The host client's `fetch`: a GET that index.html's script already sent while the page parsed (same
 * URL, same Authorization, within {@link earlyResponseMaxAgeMs}) takes that answer, once; anything
 * else goes to `fetch` as usual (read at call time, so a mock installed later still applies). An
 * early request that failed is sent again: its caller never saw it fail. The caller's signal still
 * aborts and times out a taken request.
 */
export function fetchWithEarlyResponses(win: WindowWithRoutePreload = window): typeof fetch {
  return (input, init) => {
    const send = () => globalThis.fetch(input, init);
    const early = win.__hostEarlyRequests;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : null;
    const entry = early && url !== null && (init?.method ?? 'GET').toUpperCase() === 'GET' ? early[url] : undefined;
    if (!early || !entry || url === null) return send();
    delete early[url];
    const authorization = new Headers(init?.headers).get('Authorization');
    if (authorization !== entry.authorization || Date.now() - entry.at > earlyResponseMaxAgeMs) return send();
    return abortable(entry.response.catch(send), init?.signal);
  };
}
