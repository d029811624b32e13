/** Options every resource call takes (fetches, mutations, uploads). */
export interface CallOptions {
  /** Cancels the call; it then rejects with an `AbortError`. */
  readonly signal?: AbortSignal;
}
