import type { JsonBodyType } from 'msw';

/** How many matching requests a fault applies to before it clears itself. */
interface FaultLimit {
  /** Applies to this many requests, then clears; unlimited when absent. */
  readonly times?: number;
}

/** Answer with this status (and body, default none) instead of running the handler. */
export interface StatusFault extends FaultLimit {
  readonly status: number;
  /** JSON body (a string is sent as text); none when absent, so clients fall back to their own message. */
  readonly body?: JsonBodyType;
  readonly headers?: Readonly<Record<string, string>>;
  /** Waits this long before answering. */
  readonly delayMs?: number;
}

/** Run the handler, but only after a pause. */
export interface DelayFault extends FaultLimit {
  readonly delayMs: number;
}

/** Fail the request as a network error (`HttpResponse.error()`: fetch rejects with a TypeError). */
export interface NetworkErrorFault extends FaultLimit {
  readonly networkError: true;
  readonly delayMs?: number;
}

/** Never answer: the request stays pending until the client aborts it (timeouts, loading states). */
export interface NeverFault extends FaultLimit {
  readonly never: true;
}

/** A fault the registry can hold for a route. */
export type Fault = StatusFault | DelayFault | NetworkErrorFault | NeverFault;

/** A fault definition that makes no sense (unknown shape, impossible status, negative delay). */
export class FaultDefinitionError extends Error {
  override readonly name = 'FaultDefinitionError';
}

const maxDelayMs = 2_147_483_647;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readCount(value: unknown, field: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new FaultDefinitionError(`Fault ${field} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function readHeaders(value: unknown): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value) || !Object.values(value).every((header) => typeof header === 'string')) {
    throw new FaultDefinitionError('Fault headers must map names to text');
  }
  return value as Record<string, string>;
}

/**
 * Checks a fault that arrives as data (the `/__sandbox/faults` endpoint, a test's literal) and
 * returns it in canonical form, without unknown keys. Throws {@link FaultDefinitionError}.
 */
export function parseFault(value: unknown): Fault {
  if (!isRecord(value)) throw new FaultDefinitionError('A fault must be an object');
  const times = readCount(value.times, 'times', 1, Number.MAX_SAFE_INTEGER);
  const delayMs = readCount(value.delayMs, 'delayMs', 0, maxDelayMs);
  const limit = times === undefined ? {} : { times };
  const delay = delayMs === undefined ? {} : { delayMs };
  const kinds = ['status', 'networkError', 'never'].filter((kind) => value[kind] !== undefined);
  if (kinds.length > 1) throw new FaultDefinitionError(`A fault has one of status, networkError or never, not ${kinds.join(' and ')}`);
  if (value.status !== undefined) {
    const status = readCount(value.status, 'status', 200, 599) ?? 500;
    const headers = readHeaders(value.headers);
    const body = value.body === undefined ? {} : { body: value.body as JsonBodyType };
    return { status, ...body, ...(headers ? { headers } : {}), ...delay, ...limit };
  }
  if (value.networkError !== undefined) {
    if (value.networkError !== true) throw new FaultDefinitionError('networkError must be true');
    return { networkError: true, ...delay, ...limit };
  }
  if (value.never !== undefined) {
    if (value.never !== true) throw new FaultDefinitionError('never must be true');
    if (delayMs !== undefined) throw new FaultDefinitionError('A never-answering fault takes no delayMs');
    return { never: true, ...limit };
  }
  if (delayMs === undefined) throw new FaultDefinitionError('A fault needs status, delayMs, networkError or never');
  return { delayMs, ...limit };
}
