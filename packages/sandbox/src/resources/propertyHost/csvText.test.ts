import { describe, expect, it } from 'vitest';
import { parseCsvText } from './csvText';

const cellsOf = (text: string) => parseCsvText(text).map(({ cells }) => cells);

describe('parseCsvText', () => {
  it('splits rows on LF or CRLF and cells on commas, keeping empty cells', () => {
    expect(cellsOf('a,b,c\r\n1,,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
    ]);
  });

  it('reads quoted cells with commas, line breaks and doubled quotes', () => {
    expect(cellsOf('name,description\n"Villa, Palm","Sea view\nwith ""pool"""')).toEqual([
      ['name', 'description'],
      ['Villa, Palm', 'Sea view\nwith "pool"'],
    ]);
  });

  it('drops blank lines and emptied rows and reads a last row without a line break', () => {
    expect(cellsOf('a\n\n   \n , ,\nb')).toEqual([['a'], ['b']]);
    expect(parseCsvText('')).toEqual([]);
  });

  it('numbers rows as a spreadsheet does: blank rows count, a quoted line break does not', () => {
    expect(parseCsvText('\r\nh1,h2\r\n"two\r\nlines",x\r\n,\r\n\r\ny,z\r\n').map(({ row }) => row)).toEqual([2, 3, 6]);
  });
});
