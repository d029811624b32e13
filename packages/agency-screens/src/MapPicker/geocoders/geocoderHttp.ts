import { GeocoderError } from '@marketplace/domain';
import type * as z from 'zod';

/** What the HTTP adapters share: the fetch to use (a stub in tests) and how long an answer may take. */
export interface GeocoderHttpOptions {
  readonly fetch?: typeof fetch;
  /** Longer than this and the call fails with kind 'timeout'. Default 8 s. */
  readonly timeoutMs?: number;
}

const defaultTimeoutMs = 8000;

/**
 * GETs a geocoding URL and reads its JSON with a schema. The caller's cancel rejects with its own
 * reason (the dialog ignores it); a timeout, a 429, any other failed status or unreadable JSON,
 * and a failed connection each become the GeocoderError kind the dialog words.
 */
export async function fetchGeocoderJson<T>(url: string, schema: z.ZodType<T>, signal: AbortSignal, options: GeocoderHttpOptions): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs);
  const combined = AbortSignal.any([signal, timeout]);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, { signal: combined, headers: { Accept: 'application/json' } });
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (timeout.aborted) throw new GeocoderError('timeout', undefined, { cause: error });
    throw new GeocoderError('network', undefined, { cause: error });
  }
  if (response.status === 429) throw new GeocoderError('rateLimited');
  if (!response.ok) throw new GeocoderError('badResponse', `Geocoder answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (timeout.aborted) throw new GeocoderError('timeout', undefined, { cause: error });
    throw new GeocoderError('badResponse', 'Geocoder answer is not JSON', { cause: error });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new GeocoderError('badResponse', 'Geocoder answer has an unexpected shape', { cause: parsed.error });
  return parsed.data;
}

/** Resolves after `ms`, or rejects with the signal's reason when cancelled first. */
export function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
