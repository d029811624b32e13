import type { RsqlOperator } from './rsqlBuilder';

/** A parsed comparison: values always come back as text, as a server sees them. */
export interface ParsedRsqlComparison {
  type: 'comparison';
  selector: string;
  operator: RsqlOperator;
  value: string;
}

/** A parsed `and` / `or` group. */
export interface ParsedRsqlGroup {
  type: 'and' | 'or';
  children: ParsedRsqlNode[];
}

/** A parsed expression. */
export type ParsedRsqlNode = ParsedRsqlComparison | ParsedRsqlGroup;

const logicalPatterns = { and: /\s*;\s*|\s+and\s+/, or: /\s*,\s*|\s+or\s+/ } as const;

/**
 * An independent reader of the grammar written at the top of `rsqlBuilder.ts` (jirutka/rsql-parser's,
 * including `;` and `,`), used only by tests to prove the builder's output round-trips. It is written
 * from the grammar, not from the builder, so a quoting mistake in either shows up as a failing test.
 */
export function parseRsqlForTest(input: string): ParsedRsqlNode {
  let position = 0;

  const fail = (what: string): never => {
    throw new SyntaxError(`${what} at ${position} in ${JSON.stringify(input)}`);
  };
  const skipSpaces = () => {
    while (position < input.length && /\s/.test(input.charAt(position))) position += 1;
  };
  const take = (pattern: RegExp): string | null => {
    const sticky = new RegExp(pattern.source, 'y');
    sticky.lastIndex = position;
    const match = sticky.exec(input);
    if (!match) return null;
    position = sticky.lastIndex;
    return match[0];
  };

  const readQuoted = (): string => {
    position += 1;
    let text = '';
    while (position < input.length) {
      const character = input.charAt(position);
      if (character === '"') {
        position += 1;
        return text;
      }
      if (character === '\\') {
        if (position + 1 >= input.length) break;
        text += input.charAt(position + 1);
        position += 2;
      } else {
        text += character;
        position += 1;
      }
    }
    return fail('Unterminated quoted value');
  };

  const readComparison = (): ParsedRsqlComparison => {
    const selector = take(/[A-Za-z_][A-Za-z0-9_.]*/) ?? fail('Expected a selector');
    const operator = (take(/==|!=|=like=|>=|<=/) ?? fail('Expected an operator')) as RsqlOperator;
    const value = input.charAt(position) === '"' ? readQuoted() : (take(/[^\s"'();,=!~<>\\]+/) ?? fail('Expected a value'));
    return { type: 'comparison', selector, operator, value };
  };

  const readGroupOrComparison = (): ParsedRsqlNode => {
    skipSpaces();
    if (input.charAt(position) !== '(') return readComparison();
    position += 1;
    const inner = readJoined('or');
    skipSpaces();
    if (input.charAt(position) !== ')') fail('Expected )');
    position += 1;
    return inner;
  };

  function readJoined(type: 'and' | 'or'): ParsedRsqlNode {
    const readOperand = type === 'or' ? () => readJoined('and') : readGroupOrComparison;
    const children = [readOperand()];
    while (take(logicalPatterns[type]) !== null) children.push(readOperand());
    const flat = children.flatMap((child) => (child.type === type ? child.children : [child]));
    return flat.length === 1 && flat[0] ? flat[0] : { type, children: flat };
  }

  const tree = readJoined('or');
  skipSpaces();
  if (position !== input.length) fail('Unexpected text');
  return tree;
}
