// How much of the filter a message quotes: all of a short one, and around the fault in a long one,
// so a hostile filter of kilobytes is not echoed whole.
const quotedLength = 200;

function quoteFilter(input: string, position: number): string {
  if (input.length <= quotedLength) return JSON.stringify(input);
  const start = Math.max(0, Math.min(position - quotedLength / 2, input.length - quotedLength));
  const end = start + quotedLength;
  return `${start > 0 ? '…' : ''}${JSON.stringify(input.slice(start, end))}${end < input.length ? '…' : ''}`;
}

/**
 * A malformed `search=` filter. Handlers answer it with a 400 carrying {@link RsqlParseError.message},
 * which names what was expected and the zero-based character position. Every search route catches
 * this class, so the other refusals of a search request are subclasses of it: a paging parameter
 * that is not a whole number (`QueryParameterError`) and a filter too costly to evaluate
 * (`RsqlBudgetError`).
 */
export class RsqlParseError extends Error {
  override readonly name: string = 'RsqlParseError';

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
    super(`Invalid search filter: ${reason} at position ${position} of ${quoteFilter(input, position)}`);
  }
}
