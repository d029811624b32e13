/** Options every call of the property resources takes. */
export interface PropertyCallOptions {
  /** Cancels the call; it then rejects with an `AbortError`. */
  signal?: AbortSignal;
}
