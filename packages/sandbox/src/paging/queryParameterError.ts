import { RsqlParseError } from '../rsql/rsqlParseError';

// How much of a refused value the message quotes.
const quotedLength = 40;

/**
 * A query parameter of a search that the server refuses: a whole number (`page`, `size`, an id) that
 * is not one the backend can read, or too many `sort` properties. It is an
 * {@link RsqlParseError} because that is what every search route answers with a 400 and its message:
 * a search refuses its paging and ids like its filter, without each route catching one more error.
 */
export class QueryParameterError extends RsqlParseError {
  override readonly name = 'QueryParameterError';

  /**
   * @param parameter the query parameter, e.g. `page`
   * @param value its text as sent
   * @param expected what it should have been, e.g. `a whole number from 0 to 9`
   */
  constructor(
    readonly parameter: string,
    value: string,
    expected: string,
  ) {
    super(`'${parameter}' is not ${expected}`, 0, value);
    const quoted = value.length > quotedLength ? `${JSON.stringify(value.slice(0, quotedLength))}… (${value.length} characters)` : JSON.stringify(value);
    this.message = `Invalid query parameter '${parameter}': expected ${expected}, got ${quoted}`;
  }
}
