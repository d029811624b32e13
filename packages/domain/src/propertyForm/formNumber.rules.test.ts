import { describe, expect, it } from 'vitest';
import { readFormNumber } from './formNumber.rules';

describe('readFormNumber', () => {
  it('makes an empty field 0, as the spec says', () => {
    expect(readFormNumber('')).toEqual({ kind: 'empty', value: 0 });
    expect(readFormNumber('   ')).toEqual({ kind: 'empty', value: 0 });
  });

  it('reads thousands separators and a unit before or after the number', () => {
    expect(readFormNumber('AED 1,250,000')).toEqual({ kind: 'number', value: 1_250_000 });
    expect(readFormNumber('1,250,000 AED')).toEqual({ kind: 'number', value: 1_250_000 });
    expect(readFormNumber('1,350 sqft')).toEqual({ kind: 'number', value: 1350 });
    expect(readFormNumber('1350 sq. ft.')).toEqual({ kind: 'number', value: 1350 });
    expect(readFormNumber('7.5 %')).toEqual({ kind: 'number', value: 7.5 });
  });

  it('reads Arabic-Indic digits, the Arabic separators and an Arabic currency word', () => {
    expect(readFormNumber('١٬٢٥٠٬٠٠٠ درهم')).toEqual({ kind: 'number', value: 1_250_000 });
    expect(readFormNumber('٧٫٥')).toEqual({ kind: 'number', value: 7.5 });
  });

  it('refuses what is not a number even without its unit', () => {
    expect(readFormNumber('about a million')).toEqual({ kind: 'notANumber' });
    expect(readFormNumber('12 bedrooms')).toEqual({ kind: 'notANumber' });
    expect(readFormNumber('1.2.3')).toEqual({ kind: 'notANumber' });
  });
});
