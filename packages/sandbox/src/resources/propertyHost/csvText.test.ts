import { describe, expect, it } from 'vitest';
import { parseCsvText } from './csvText';

describe('parseCsvText', () => {
  it('splits rows on LF or CRLF and cells on commas, keeping empty cells', () => {
    expect(parseCsvText('a,b,c\r\n1,,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
  });

  it('reads quoted cells with commas, line breaks and doubled quotes', () => {
    expect(parseCsvText('name,description\n"Villa, Palm","Sea view\nwith ""pool"""')).toEqual([
      ['name', 'description'],
      ['Villa, Palm', 'Sea view\nwith "pool"'],
    ]);
  });

  it('drops blank lines and reads a last row without a line break', () => {
    expect(parseCsvText('a\n\n   \nb')).toEqual([['a'], ['b']]);
    expect(parseCsvText('')).toEqual([]);
  });
});
