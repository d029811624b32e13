import { describe, expect, it } from 'vitest';
import { formatCsvCell, formatCsvText, utf8ByteOrderMark } from './csvText';

describe('formatCsvCell', () => {
  it('leaves plain cells alone, Arabic included', () => {
    expect(formatCsvCell('Marina Heights')).toBe('Marina Heights');
    expect(formatCsvCell('برج المارينا')).toBe('برج المارينا');
    expect(formatCsvCell('')).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(formatCsvCell('Dubai Marina, Dubai')).toBe('"Dubai Marina, Dubai"');
    expect(formatCsvCell('The "Pearl" tower')).toBe('"The ""Pearl"" tower"');
    expect(formatCsvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(formatCsvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(formatCsvCell(' padded')).toBe('" padded"');
  });
});

describe('formatCsvText', () => {
  it('joins rows with CRLF and ends with one', () => {
    expect(formatCsvText([['a', 'b'], ['1', 'x, y']])).toBe('a,b\r\n1,"x, y"\r\n');
  });

  it('puts the byte-order mark first when asked', () => {
    expect(formatCsvText([['name']], { byteOrderMark: true })).toBe(`${utf8ByteOrderMark}name\r\n`);
  });
});
