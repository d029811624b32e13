/**
 * The shape of one row of spec 2 section 8's error catalogue: a default and the specific cases,
 * each picked by matching the error's status or a substring of its message. The catalogue in
 * `messages/` fills these; `errors/errorMessage.rules.ts` chooses among them.
 */
export interface ErrorMessageTable {
  default: string;
  /** 404, or 'not found' in the message. */
  notFound?: string;
  /** 401/403, or 'unauthorized' / 'forbidden' / 'permission' in the message. */
  forbidden?: string;
  /** A network failure or a timeout. */
  network?: string;
  /** 500 or another 5xx. */
  server?: string;
  /** 'duplicate' / 'already exists' in the message (409 too). */
  duplicate?: string;
  /** 'validation' / 'invalid' in the message (400/422 too). */
  validation?: string;
}
