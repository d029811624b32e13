/**
 * A malformed `search=` filter. Handlers answer it with a 400 carrying {@link RsqlParseError.message},
 * which names what was expected and the zero-based character position.
 */
export class RsqlParseError extends Error {
  override readonly name = 'RsqlParseError';

  /**
   * @param reason what went wrong, e.g. `Expected a value after '=='`
   * @param position zero-based index into the filter text
   * @param input the whole filter text
   */
  constructor(
    reason: string,
    readonly position: number,
    readonly input: string,
  ) {
    super(`Invalid search filter: ${reason} at position ${position} of ${JSON.stringify(input)}`);
  }
}
