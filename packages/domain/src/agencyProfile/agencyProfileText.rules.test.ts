import { describe, expect, it } from 'vitest';
import { parseIndustryStartYear } from './agencyProfileText.rules';

describe('parseIndustryStartYear past the safe integers', () => {
  // Found by primitives/parsers.fuzz.test.ts: these read as 9007199254740992 (not the number typed) or as Infinity.
  it.each([
    { label: '2^53 + 1 typed', input: '9007199254740993', expected: null },
    { label: '2^53 typed', input: '9007199254740992', expected: null },
    { label: '400 nines', input: '9'.repeat(400), expected: null },
    { label: '400 Arabic-Indic nines', input: '\u0669'.repeat(400), expected: null },
    { label: 'the number 2^53', input: 2 ** 53, expected: null },
    { label: 'the number 1e300', input: 1e300, expected: null },
    { label: 'the largest safe integer typed', input: '9007199254740991', expected: 9007199254740991 },
  ])('reads $label as $expected', ({ input, expected }) => {
    expect(parseIndustryStartYear(input)).toBe(expected);
  });
});
