import type { Decoder } from '../../decode';

/** Per-call options of the people resource functions. */
export interface CallOptions {
  /** Cancels the call; it then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/**
 * The decoder of calls whose answer carries nothing the client needs (deletions): any body, or
 * none, is accepted, so a server that answers 200 with a message or 204 with nothing both work.
 */
export const ignoredBody: Decoder<void> = {
  safeParse: () => ({ success: true, data: undefined }),
};
