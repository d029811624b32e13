import { describe, expect, it } from 'vitest';
import {
  formatRsqlValue,
  rsqlAnd,
  rsqlComparison,
  rsqlContains,
  rsqlContainsLike,
  rsqlEq,
  rsqlGte,
  rsqlLike,
  rsqlLte,
  rsqlNotEq,
  rsqlOperators,
  rsqlOr,
  toRsql,
  userSearchText,
  type RsqlNode,
} from './rsqlBuilder';
import { parseRsqlForTest, type ParsedRsqlNode } from './rsqlReferenceParser.testing';

function asParsed(node: RsqlNode): ParsedRsqlNode {
  return node.type === 'comparison'
    ? { type: 'comparison', selector: node.selector, operator: node.operator, value: String(node.value) }
    : { type: node.type, children: node.children.map(asParsed) };
}

describe('comparisons', () => {
  it('writes each of the five operators', () => {
    expect(toRsql(rsqlEq('a', 1))).toBe('a==1');
    expect(toRsql(rsqlNotEq('a', 1))).toBe('a!=1');
    expect(toRsql(rsqlLike('a', '*x*'))).toBe('a=like=*x*');
    expect(toRsql(rsqlGte('rating', 4))).toBe('rating>=4');
    expect(toRsql(rsqlLte('rating', '4.99'))).toBe('rating<=4.99');
    expect(rsqlOperators).toEqual(['==', '!=', '=like=', '>=', '<=']);
  });

  it('writes booleans and numbers as bare words', () => {
    expect(toRsql(rsqlEq('isDeleted', false))).toBe('isDeleted==false');
    expect(toRsql(rsqlEq('n', -2.5))).toBe('n==-2.5');
  });

  it('accepts dotted selectors and rejects selectors outside the grammar', () => {
    expect(toRsql(rsqlEq('listingStatus.id', 1))).toBe('listingStatus.id==1');
    expect(() => rsqlEq('name;drop', 'x')).toThrow(RangeError);
    expect(() => rsqlEq('', 'x')).toThrow(RangeError);
    expect(() => rsqlEq('1abc', 'x')).toThrow(RangeError);
  });

  it('rejects non-finite numbers', () => {
    expect(() => rsqlComparison('a', '==', Number.NaN)).toThrow(RangeError);
    expect(() => rsqlEq('a', Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('value quoting', () => {
  it('leaves plain values bare, wildcards and non-Latin text included', () => {
    expect(formatRsqlValue('APPROVED')).toBe('APPROVED');
    expect(formatRsqlValue('*john*')).toBe('*john*');
    expect(formatRsqlValue('user@example.ae')).toBe('user@example.ae');
    expect(formatRsqlValue('دبي')).toBe('دبي');
  });

  it('quotes empty values and values with any reserved character', () => {
    expect(formatRsqlValue('')).toBe('""');
    for (const reserved of [' ', '\t', "'", '(', ')', ';', ',', '=', '!', '~', '<', '>']) {
      expect(formatRsqlValue(`a${reserved}b`)).toBe(`"a${reserved}b"`);
    }
  });

  it('escapes double quotes and backslashes inside quotes', () => {
    expect(formatRsqlValue('say "hi"')).toBe('"say \\"hi\\""');
    expect(formatRsqlValue('a\\b')).toBe('"a\\\\b"');
    expect(formatRsqlValue('"')).toBe('"\\""');
  });

  it.each([
    'John Smith',
    "O'Brien & Sons, Ltd. (Dubai); est=2001",
    'say "hi" \\ bye',
    'trailing backslash \\',
    'a and b or c',
    '<script>!~</script>',
    'شركة دبي العقارية',
    '',
  ])('round-trips %j through an independent RSQL reader', (text) => {
    const node = rsqlEq('name', text);
    expect(parseRsqlForTest(toRsql(node))).toEqual(asParsed(node));
  });
});

describe('joining', () => {
  it('joins with the words and / or and parenthesises nested groups', () => {
    const node = rsqlAnd(rsqlEq('agencyId', 7), rsqlOr(rsqlEq('s', 1), rsqlEq('s', 8)));
    expect(toRsql(node)).toBe('agencyId==7 and (s==1 or s==8)');
    expect(toRsql(rsqlOr(rsqlAnd(rsqlEq('a', 1), rsqlEq('b', 2)), rsqlEq('c', 3)))).toBe('(a==1 and b==2) or c==3');
  });

  it('skips absent parts and unwraps a single remaining part', () => {
    expect(toRsql(rsqlAnd(rsqlEq('a', 1), null, undefined, false))).toBe('a==1');
    expect(rsqlAnd(null, rsqlEq('a', 1))).toEqual(rsqlEq('a', 1));
    expect(rsqlOr(null, undefined)).toBeNull();
    expect(rsqlAnd()).toBeNull();
  });

  it('flattens a group into a parent of the same kind', () => {
    const node = rsqlAnd(rsqlAnd(rsqlEq('a', 1), rsqlEq('b', 2)), rsqlEq('c', 3));
    expect(node).toEqual({ type: 'and', children: [rsqlEq('a', 1), rsqlEq('b', 2), rsqlEq('c', 3)] });
    expect(toRsql(rsqlOr(rsqlOr(rsqlEq('a', 1), rsqlEq('b', 2)), rsqlEq('c', 3)))).toBe('a==1 or b==2 or c==3');
  });

  it('writes nothing for an absent filter', () => {
    expect(toRsql(null)).toBe('');
    expect(toRsql(undefined)).toBe('');
  });

  it('round-trips nested groups with awkward values', () => {
    const node = rsqlAnd(
      rsqlEq('agencyId', 12),
      rsqlOr(rsqlContains('name', 'a (b), c'), rsqlContains('title', 'x;y'), rsqlAnd(rsqlEq('p', 'q r'), rsqlNotEq('s', '"'))),
      rsqlGte('rating', 3),
    );
    expect(parseRsqlForTest(toRsql(node))).toEqual(asParsed(node));
  });
});

describe('userSearchText', () => {
  it('trims and removes asterisks', () => {
    expect(userSearchText('  john  ')).toBe('john');
    expect(userSearchText('*jo*hn*')).toBe('john');
    expect(userSearchText(' * john smith * ')).toBe('john smith');
  });

  it('gives null for blank, asterisk-only or absent text', () => {
    expect(userSearchText('')).toBeNull();
    expect(userSearchText('   ')).toBeNull();
    expect(userSearchText(' ** ')).toBeNull();
    expect(userSearchText(null)).toBeNull();
    expect(userSearchText(undefined)).toBeNull();
  });
});

describe('contains', () => {
  it('wraps the cleaned term in wildcards with == or =like=', () => {
    expect(toRsql(rsqlContains('name', ' *Marina* '))).toBe('name==*Marina*');
    expect(toRsql(rsqlContainsLike('name', 'Marina'))).toBe('name=like=*Marina*');
  });

  it('quotes terms with reserved characters, keeping the wildcards inside the quotes', () => {
    expect(toRsql(rsqlContains('name', 'Palm Jumeirah, "Villa"'))).toBe('name=="*Palm Jumeirah, \\"Villa\\"*"');
  });

  it('gives null for blank terms so the clause is omitted', () => {
    expect(rsqlContains('name', '  ')).toBeNull();
    expect(rsqlContainsLike('name', '*')).toBeNull();
    expect(toRsql(rsqlAnd(rsqlEq('a', 1), rsqlContains('name', '')))).toBe('a==1');
  });
});

describe('the independent reader used for round trips', () => {
  it('refuses what an unescaped writer would produce, so the round-trip tests can fail', () => {
    expect(() => parseRsqlForTest('name=="say "hi""')).toThrow(SyntaxError);
    expect(() => parseRsqlForTest('name==John Smith')).toThrow(SyntaxError);
    expect(() => parseRsqlForTest('name=="open')).toThrow(SyntaxError);
    expect(() => parseRsqlForTest('(a==1')).toThrow(SyntaxError);
    expect(() => parseRsqlForTest('a~1')).toThrow(SyntaxError);
  });

  it("reads standard RSQL's ; and , with and binding tighter", () => {
    expect(toRsqlViaReader('a==1;b==2,c==3')).toBe('(a==1 and b==2) or c==3');
  });
});

function toRsqlViaReader(text: string): string {
  const rebuild = (node: ParsedRsqlNode): RsqlNode =>
    node.type === 'comparison'
      ? rsqlComparison(node.selector, node.operator, node.value)
      : { type: node.type, children: node.children.map(rebuild) };
  return toRsql(rebuild(parseRsqlForTest(text)));
}
