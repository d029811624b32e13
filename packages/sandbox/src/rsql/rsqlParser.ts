import {
  rsqlComparisonOperators,
  rsqlListOperators,
  rsqlOperatorAliases,
  type RsqlComparisonNode,
  type RsqlComparisonOperator,
  type RsqlExpression,
  type RsqlValue,
} from './rsqlAst';
import { RsqlParseError } from './rsqlParseError';

const selectorPattern = /[A-Za-z_][A-Za-z0-9_.]*/y;
const namedOperatorPattern = /=[A-Za-z]*=/y;
const symbolOperators = ['==', '!=', '>=', '<=', '>', '<'] as const;
const whitespace = /\s/;
// Characters that end an unquoted value: the value is followed by a logical operator, a list
// separator or a closing parenthesis, or it runs into a quote it should have been wrapped in.
const unquotedValueEnd = /[\s"'();,]/;
// jirutka/rsql-parser refuses these unquoted; so does the domain builder, which quotes them.
const reservedInUnquoted = /[=!~<>\\]/;
const canonicalOperators: ReadonlySet<string> = new Set(rsqlComparisonOperators);

/**
 * Limits on a `search=` filter; a filter past any of them is a parse error (a 400). The longest is
 * what the real backend's Tomcat can receive in a request line (8 KiB of headers); the specs' filters
 * nest two levels deep and hold fewer than ten comparisons.
 */
export const rsqlLimits = { maxLength: 8192, maxDepth: 32, maxComparisons: 200 } as const;

// C0 controls and DEL: no text the specs search for holds one, and a NUL read as text is how a
// client's encoding bug would go unnoticed. The index of the first, or -1.
function controlCharacterIndex(text: string): number {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return index;
  }
  return -1;
}

function failOnControl(cursor: RsqlCursor, text: string, start: number): void {
  const index = controlCharacterIndex(text);
  if (index === -1) return;
  const code = text.charCodeAt(index).toString(16).toUpperCase().padStart(4, '0');
  cursor.fail(`Control character U+${code} in a value`, start + index);
}

function isCanonicalOperator(text: string): text is RsqlComparisonOperator {
  return canonicalOperators.has(text);
}

class RsqlCursor {
  position = 0;
  /** Parentheses open around the cursor. */
  depth = 0;
  /** Comparisons read so far. */
  comparisons = 0;

  constructor(readonly input: string) {}

  get atEnd(): boolean {
    return this.position >= this.input.length;
  }

  // A method, not a getter: TypeScript would narrow a getter's value across cursor moves.
  peek(): string {
    return this.input.charAt(this.position);
  }

  fail(reason: string, position = this.position): never {
    throw new RsqlParseError(reason, position, this.input);
  }

  skipWhitespace(): boolean {
    const start = this.position;
    while (!this.atEnd && whitespace.test(this.peek())) this.position += 1;
    return this.position > start;
  }

  match(pattern: RegExp): string | null {
    pattern.lastIndex = this.position;
    const found = pattern.exec(this.input);
    if (!found) return null;
    this.position += found[0].length;
    return found[0];
  }

  describeCurrent(): string {
    return this.atEnd ? 'end of filter' : `'${this.peek()}'`;
  }

  /**
   * Consumes a logical operator of the given kind when one follows: the symbol (`;` / `,`) anywhere,
   * or the word (`and` / `or`, any case) when it stands apart from its neighbours.
   */
  takeLogical(word: 'and' | 'or', symbol: ';' | ','): boolean {
    const start = this.position;
    const spaced = this.skipWhitespace();
    if (this.peek() === symbol) {
      this.position += 1;
      return true;
    }
    const candidate = this.input.slice(this.position, this.position + word.length);
    const after = this.input.charAt(this.position + word.length);
    const separated = after === '' || after === '(' || whitespace.test(after);
    const standsApart = spaced || this.input.charAt(start - 1) === ')';
    if (standsApart && candidate.toLowerCase() === word && separated) {
      this.position += word.length;
      return true;
    }
    this.position = start;
    return false;
  }
}

function parseOperator(cursor: RsqlCursor, selector: string): RsqlComparisonOperator {
  const start = cursor.position;
  const named = cursor.match(namedOperatorPattern);
  if (named !== null && named !== '==') {
    const operator = rsqlOperatorAliases[named.toLowerCase()] ?? named.toLowerCase();
    if (isCanonicalOperator(operator)) return operator;
    cursor.fail(`Unknown operator '${named}'`, start);
  }
  cursor.position = start;
  const symbol = symbolOperators.find((candidate) => cursor.input.startsWith(candidate, start));
  if (!symbol) cursor.fail(`Expected a comparison operator after '${selector}'`);
  cursor.position += symbol.length;
  return symbol;
}

function parseQuoted(cursor: RsqlCursor): RsqlValue {
  const quote = cursor.peek();
  const start = cursor.position;
  cursor.position += 1;
  let text = '';
  while (!cursor.atEnd) {
    const character = cursor.peek();
    if (character === quote) {
      cursor.position += 1;
      return { text, quoted: true };
    }
    if (character === '\\') {
      cursor.position += 1;
      if (cursor.atEnd) break;
    }
    failOnControl(cursor, cursor.peek(), cursor.position);
    text += cursor.peek();
    cursor.position += 1;
  }
  return cursor.fail('Unterminated quoted value', start);
}

function parseValue(cursor: RsqlCursor, operator: string): RsqlValue {
  if (cursor.peek() === '"' || cursor.peek() === "'") return parseQuoted(cursor);
  const start = cursor.position;
  while (!cursor.atEnd && !unquotedValueEnd.test(cursor.peek())) cursor.position += 1;
  const text = cursor.input.slice(start, cursor.position);
  if (text.length === 0) cursor.fail(`Expected a value after '${operator}', found ${cursor.describeCurrent()}`);
  failOnControl(cursor, text, start);
  const reserved = reservedInUnquoted.exec(text);
  if (reserved) cursor.fail(`Unexpected '${reserved[0]}' in an unquoted value (quote the value)`, start + reserved.index);
  return { text, quoted: false };
}

function parseValueList(cursor: RsqlCursor, operator: string): RsqlValue[] {
  if (cursor.peek() !== '(') return [parseValue(cursor, operator)];
  cursor.position += 1;
  const values: RsqlValue[] = [];
  for (;;) {
    cursor.skipWhitespace();
    values.push(parseValue(cursor, operator));
    cursor.skipWhitespace();
    if (cursor.peek() !== ',') break;
    cursor.position += 1;
  }
  if (cursor.peek() !== ')') cursor.fail(`Expected ',' or ')' in the list of '${operator}', found ${cursor.describeCurrent()}`);
  cursor.position += 1;
  return values;
}

function parseComparison(cursor: RsqlCursor): RsqlComparisonNode {
  cursor.comparisons += 1;
  if (cursor.comparisons > rsqlLimits.maxComparisons) cursor.fail(`Filter has more than ${rsqlLimits.maxComparisons} comparisons`);
  const selector = cursor.match(selectorPattern);
  if (selector === null) cursor.fail(`Expected a selector or '(', found ${cursor.describeCurrent()}`);
  if (selector.startsWith('.') || selector.endsWith('.') || selector.includes('..')) {
    cursor.fail(`Invalid selector '${selector}'`, cursor.position - selector.length);
  }
  const operator = parseOperator(cursor, selector);
  const values = rsqlListOperators.has(operator) ? parseValueList(cursor, operator) : [parseValue(cursor, operator)];
  return { type: 'comparison', selector, operator, values };
}

function parseGroup(cursor: RsqlCursor): RsqlExpression {
  cursor.skipWhitespace();
  if (cursor.peek() !== '(') return parseComparison(cursor);
  const open = cursor.position;
  // The parser recurses once per '(': a limit keeps a deep nesting a parse error, not a stack overflow.
  if (cursor.depth >= rsqlLimits.maxDepth) cursor.fail(`Parentheses nested deeper than ${rsqlLimits.maxDepth} levels`);
  cursor.depth += 1;
  cursor.position += 1;
  const inner = parseOr(cursor);
  cursor.depth -= 1;
  cursor.skipWhitespace();
  if (cursor.peek() !== ')') cursor.fail(`Expected ')' to close the '(' at position ${open}, found ${cursor.describeCurrent()}`);
  cursor.position += 1;
  return inner;
}

function parseAnd(cursor: RsqlCursor): RsqlExpression {
  const children = [parseGroup(cursor)];
  while (cursor.takeLogical('and', ';')) children.push(parseGroup(cursor));
  return children.length === 1 && children[0] ? children[0] : { type: 'and', children };
}

function parseOr(cursor: RsqlCursor): RsqlExpression {
  const children = [parseAnd(cursor)];
  while (cursor.takeLogical('or', ',')) children.push(parseAnd(cursor));
  return children.length === 1 && children[0] ? children[0] : { type: 'or', children };
}

/**
 * Parses a `search=` filter into an AST. Grammar (the domain builder's, widened to standard RSQL):
 * `and` / `;` binds tighter than `or` / `,`; the words need whitespace before them and whitespace or
 * `(` after; no whitespace inside a comparison; values are unquoted (no whitespace, quotes, `( ) ; ,`
 * nor the reserved `= ! ~ < > \`) or quoted with `"` or `'`, where `\x` stands for `x`.
 * Values hold no control characters (U+0000 to U+001F, U+007F), and a filter stays within {@link rsqlLimits}.
 * Throws {@link RsqlParseError} for anything else, including a blank filter.
 */
export function parseRsql(input: string): RsqlExpression {
  const cursor = new RsqlCursor(input);
  if (input.length > rsqlLimits.maxLength) cursor.fail(`Filter longer than ${rsqlLimits.maxLength} characters`, rsqlLimits.maxLength);
  cursor.skipWhitespace();
  if (cursor.atEnd) cursor.fail('Empty filter');
  const expression = parseOr(cursor);
  cursor.skipWhitespace();
  if (!cursor.atEnd) {
    const reason = cursor.peek() === ')' ? "Unmatched ')'" : `Expected 'and', 'or' or end of filter, found ${cursor.describeCurrent()}`;
    cursor.fail(reason);
  }
  return expression;
}
