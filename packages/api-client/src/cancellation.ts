import { AbortError, NetworkError, TimeoutError, type ApiError, type ApiRequestInfo } from './errors';

/**
 * One `AbortSignal` for a call that ends on whichever comes first: the caller's signal or the
 * timeout. `reason()` says which, so a timeout is never reported as a user cancel.
 */
export interface Cancellation {
  /** Aborts when the caller aborts or the timeout fires. */
  readonly signal: AbortSignal;
  /** `'abort'` when the caller cancelled, `'timeout'` when time ran out, `null` while neither happened. */
  reason(): 'abort' | 'timeout' | null;
  /** Stops the timer and detaches from the caller's signal; call it when the call settles. */
  dispose(): void;
}

/**
 * Starts a cancellation. `timeoutMs` of 0 (or not finite) means no timeout. A caller signal that is
 * already aborted gives an aborted cancellation at once.
 */
export function startCancellation(callerSignal: AbortSignal | undefined, timeoutMs: number): Cancellation {
  const controller = new AbortController();
  let reason: 'abort' | 'timeout' | null = null;
  const end = (why: 'abort' | 'timeout') => {
    if (reason) return;
    reason = why;
    controller.abort();
  };
  const onCallerAbort = () => end('abort');
  if (callerSignal?.aborted) end('abort');
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = timeoutMs > 0 && Number.isFinite(timeoutMs) ? setTimeout(() => end('timeout'), timeoutMs) : undefined;
  return {
    signal: controller.signal,
    reason: () => reason,
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/**
 * The error for a call that failed before an answer arrived: a timeout, a cancel, or else the
 * network (`cause` keeps the platform's own error for debugging).
 */
export function transportError(
  reason: 'abort' | 'timeout' | null,
  request: ApiRequestInfo,
  timeoutMs: number,
  cause?: unknown,
): ApiError {
  if (reason === 'timeout') return new TimeoutError(request, timeoutMs);
  if (reason === 'abort') return new AbortError(request);
  return new NetworkError(request, cause);
}
