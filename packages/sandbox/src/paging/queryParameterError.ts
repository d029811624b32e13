import { RsqlParseError } from '../rsql/rsqlParseError';

// How much of a refused value the message quotes.
const quotedLength = 40;

/**
 * A whole-number query parameter (`page`, `size`, an id) that is not one the backend can read. It is an
 * {@link RsqlParseError} because that is what every search route answers with a 400 and its message:
 * a search refuses its paging and ids like its filter, without each route catching one more error.
 */
export class QueryParameterError extends RsqlParseError {
  override readonly name = 'QueryParameterError';

  /**
   * @param parameter the query parameter, e.g. `page`
   * @param value its text as sent
   * @param max the largest value accepted
   */
  constructor(
    readonly parameter: string,
    value: string,
    max: number,
  ) {
    super(`'${parameter}' is not a whole number`, 0, value);
    const quoted = value.length > quotedLength ? `${JSON.stringify(value.slice(0, quotedLength))}… (${value.length} characters)` : JSON.stringify(value);
    this.message = `Invalid query parameter '${parameter}': expected a whole number from 0 to ${max}, got ${quoted}`;
  }
}
