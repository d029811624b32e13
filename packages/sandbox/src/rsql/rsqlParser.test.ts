import { describe, expect, it } from 'vitest';
import type { RsqlComparisonNode, RsqlComparisonOperator, RsqlExpression } from './rsqlAst';
import { RsqlParseError } from './rsqlParseError';
import { parseRsql, rsqlLimits } from './rsqlParser';

const bare = (text: string) => ({ text, quoted: false });
const quoted = (text: string) => ({ text, quoted: true });
const cmp = (selector: string, operator: RsqlComparisonOperator, ...values: { text: string; quoted: boolean }[]): RsqlComparisonNode => ({
  type: 'comparison',
  selector,
  operator,
  values,
});

function parseError(input: string): RsqlParseError {
  try {
    parseRsql(input);
  } catch (error) {
    if (error instanceof RsqlParseError) return error;
    throw error;
  }
  throw new Error(`expected ${input} to fail`);
}

describe('parseRsql: comparisons', () => {
  it.each([
    ['agencyId==12', cmp('agencyId', '==', bare('12'))],
    ['status!=CLOSED', cmp('status', '!=', bare('CLOSED'))],
    ['name=like=*tower*', cmp('name', '=like=', bare('*tower*'))],
    ['rating>=4', cmp('rating', '>=', bare('4'))],
    ['rating<=4.99', cmp('rating', '<=', bare('4.99'))],
    ['amount>1000', cmp('amount', '>', bare('1000'))],
    ['amount<1000', cmp('amount', '<', bare('1000'))],
    ['amount=ge=5', cmp('amount', '>=', bare('5'))],
    ['amount=le=5', cmp('amount', '<=', bare('5'))],
    ['amount=gt=5', cmp('amount', '>', bare('5'))],
    ['amount=LT=5', cmp('amount', '<', bare('5'))],
    ['name=LIKE=x', cmp('name', '=like=', bare('x'))],
  ])('%s', (input, expected) => {
    expect(parseRsql(input)).toEqual(expected);
  });

  it('reads dotted selectors and keeps wildcards and e-mail characters of unquoted values', () => {
    expect(parseRsql('listingStatus.id==1')).toEqual(cmp('listingStatus.id', '==', bare('1')));
    expect(parseRsql('email==*ali@example.ae*')).toEqual(cmp('email', '==', bare('*ali@example.ae*')));
  });

  it('reads =in= and =out= lists, with or without parentheses', () => {
    expect(parseRsql('status=in=(NEW, "IN PROGRESS" ,CLOSED)')).toEqual(
      cmp('status', '=in=', bare('NEW'), quoted('IN PROGRESS'), bare('CLOSED')),
    );
    expect(parseRsql('status=out=NEW')).toEqual(cmp('status', '=out=', bare('NEW')));
  });
});

describe('parseRsql: quoted values', () => {
  it('unquotes double and single quotes and their backslash escapes', () => {
    expect(parseRsql('name=="Marina Gate, Tower (1); \\"East\\" \\\\ wing"')).toEqual(
      cmp('name', '==', quoted('Marina Gate, Tower (1); "East" \\ wing')),
    );
    expect(parseRsql("name=='O\\'Neil and sons'")).toEqual(cmp('name', '==', quoted("O'Neil and sons")));
    expect(parseRsql(`name=="it's"`)).toEqual(cmp('name', '==', quoted("it's")));
  });

  it('accepts the empty quoted value and Arabic text', () => {
    expect(parseRsql('name==""')).toEqual(cmp('name', '==', quoted('')));
    expect(parseRsql('name=="*برج خليفة*"')).toEqual(cmp('name', '==', quoted('*برج خليفة*')));
  });

  it('parses what the domain builder writes for reserved characters (always double quotes)', () => {
    expect(parseRsql('name=="a=b!c~d<e>f"')).toEqual(cmp('name', '==', quoted('a=b!c~d<e>f')));
  });
});

describe('parseRsql: logical operators', () => {
  it('binds and tighter than or', () => {
    expect(parseRsql('a==1 or b==2 and c==3')).toEqual({
      type: 'or',
      children: [cmp('a', '==', bare('1')), { type: 'and', children: [cmp('b', '==', bare('2')), cmp('c', '==', bare('3'))] }],
    });
    expect(parseRsql('a==1 and b==2 or c==3')).toEqual({
      type: 'or',
      children: [{ type: 'and', children: [cmp('a', '==', bare('1')), cmp('b', '==', bare('2'))] }, cmp('c', '==', bare('3'))],
    });
  });

  it('lets parentheses override precedence, nested and spaced', () => {
    const expected: RsqlExpression = {
      type: 'and',
      children: [
        cmp('agencyId', '==', bare('7')),
        {
          type: 'or',
          children: [cmp('listingStatus.id', '==', bare('1')), cmp('listingStatus.id', '==', bare('8')), cmp('listingStatus.id', '==', bare('9'))],
        },
      ],
    };
    expect(parseRsql('agencyId==7 and (listingStatus.id==1 or listingStatus.id==8 or listingStatus.id==9)')).toEqual(expected);
    expect(parseRsql('  agencyId==7 AND ( ( listingStatus.id==1 ) Or listingStatus.id==8 or listingStatus.id==9 )  ')).toEqual(expected);
  });

  it('accepts ; and , as and / or, and the words right after a parenthesis', () => {
    expect(parseRsql('a==1;b==2,c==3')).toEqual(parseRsql('a==1 and b==2 or c==3'));
    expect(parseRsql('(a==1)and(b==2)')).toEqual(parseRsql('a==1 and b==2'));
  });

  it('reads the keyword as a value where a value is expected', () => {
    expect(parseRsql('name==and and type==or')).toEqual({
      type: 'and',
      children: [cmp('name', '==', bare('and')), cmp('type', '==', bare('or'))],
    });
  });
});

describe('parseRsql: errors', () => {
  it.each([
    ['', 'Empty filter', 0],
    ['   ', 'Empty filter', 3],
    ['==1', "Expected a selector or '(', found '='", 0],
    ['agencyId', "Expected a comparison operator after 'agencyId'", 8],
    ['agencyId=1', "Expected a comparison operator after 'agencyId'", 8],
    ['agencyId =1', "Expected a comparison operator after 'agencyId'", 8],
    ['agencyId==', "Expected a value after '==', found end of filter", 10],
    ['agencyId== 1', "Expected a value after '==', found ' '", 10],
    ['a=foo=1', "Unknown operator '=foo='", 1],
    ['name==a=b', "Unexpected '=' in an unquoted value (quote the value)", 7],
    ['name==a\\b', "Unexpected '\\' in an unquoted value (quote the value)", 7],
    ['name=="open', 'Unterminated quoted value', 6],
    ["name=='ends with escape\\", 'Unterminated quoted value', 6],
    ['(a==1', "Expected ')' to close the '(' at position 0, found end of filter", 5],
    ['a==1)', "Unmatched ')'", 4],
    ['a==1 b==2', "Expected 'and', 'or' or end of filter, found 'b'", 5],
    ['a==1 and', "Expected a selector or '(', found end of filter", 8],
    ['a==1 and or b==1', "Expected a comparison operator after 'or'", 11],
    ['a==1andb==2', "Unexpected '=' in an unquoted value (quote the value)", 8],
    ['.a==1', "Expected a selector or '(', found '.'", 0],
    ['a..b==1', "Invalid selector 'a..b'", 0],
    ['a.==1', "Invalid selector 'a.'", 0],
    ['s=in=(A,', "Expected a value after '=in=', found end of filter", 8],
    ['s=in=(A B)', "Expected ',' or ')' in the list of '=in=', found 'B'", 8],
    ['a=="x"y', "Expected 'and', 'or' or end of filter, found 'y'", 6],
  ])('%j fails with %j at %i', (input, reason, position) => {
    const error = parseError(input);
    expect(error.position).toBe(position);
    expect(error.input).toBe(input);
    expect(error.message).toBe(`Invalid search filter: ${reason} at position ${position} of ${JSON.stringify(input)}`);
  });
});

describe('parseRsql: limits', () => {
  it('refuses parentheses nested deeper than the limit with a parse error, not a stack overflow', () => {
    // Within the length limit: 4,000 levels overflowed the stack before there was a depth limit.
    const deep = `${'('.repeat(4000)}a==1${')'.repeat(4000)}`;
    const error = parseError(deep);
    expect(error.message).toContain(`nested deeper than ${rsqlLimits.maxDepth}`);
    expect(error.position).toBe(rsqlLimits.maxDepth);
  });

  it('accepts nesting up to the limit', () => {
    const depth = rsqlLimits.maxDepth;
    expect(parseRsql(`${'('.repeat(depth)}a==1${')'.repeat(depth)}`)).toEqual(cmp('a', '==', bare('1')));
    expect(parseError(`${'('.repeat(depth + 1)}a==1${')'.repeat(depth + 1)}`).position).toBe(depth);
  });

  it('refuses a filter longer than the limit, and names where it stops', () => {
    const long = `name==${'x'.repeat(rsqlLimits.maxLength)}`;
    const error = parseError(long);
    expect(error.message).toContain(`longer than ${rsqlLimits.maxLength} characters`);
    expect(error.position).toBe(rsqlLimits.maxLength);
    expect(parseRsql(long.slice(0, rsqlLimits.maxLength))).toMatchObject({ selector: 'name' });
  });

  it('refuses more comparisons than the limit', () => {
    const within = Array.from({ length: rsqlLimits.maxComparisons }, (_, index) => `a==${index}`).join(';');
    expect(parseRsql(within)).toMatchObject({ type: 'and' });
    const error = parseError(`${within};b==1`);
    expect(error.message).toContain(`more than ${rsqlLimits.maxComparisons} comparisons`);
    expect(error.position).toBe(within.length + 1);
  });

  it('quotes a long filter in the message by an excerpt around the fault, not whole', () => {
    const error = parseError(`${'a==1;'.repeat(150)}a=1`);
    expect(error.message.length).toBeLessThan(400);
    expect(error.message).toContain('a=1"');
  });
});

describe('parseRsql: control characters', () => {
  it.each(['\u0000', '\u0001', '\u0008', '\u001b', '\u001f', '\u007f'])('refuses %j inside an unquoted or quoted value', (control) => {
    for (const [input, position] of [
      [`name==a${control}b`, 7],
      [`name=="a${control}b"`, 8],
      [`name=="a\\${control}b"`, 9],
      [`s=in=(x,a${control})`, 9],
    ] as const) {
      const error = parseError(input);
      expect(error.message).toContain('Control character');
      expect(error.position).toBe(position);
    }
  });

  it('still reads tabs and line breaks between terms as whitespace', () => {
    expect(parseRsql('a==1\tand\nb==2')).toEqual({ type: 'and', children: [cmp('a', '==', bare('1')), cmp('b', '==', bare('2'))] });
  });
});
