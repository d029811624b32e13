import { describe, expect, it } from 'vitest';
import { validateCsvHeader } from './csvHeader.rules';

const required = ['name', 'amount', 'landArea', 'address'] as const;

describe('validateCsvHeader', () => {
  it('accepts exactly the required columns, in any order', () => {
    expect(validateCsvHeader(['amount', 'name', 'address', 'landArea'], required)).toEqual({ ok: true });
  });

  it('trims cells and drops a byte-order mark before the first', () => {
    expect(validateCsvHeader(['\uFEFFname', ' amount ', 'landArea\t', 'address\r'], required)).toEqual({ ok: true });
  });

  it('lists missing columns in the required order', () => {
    expect(validateCsvHeader(['address', 'name'], required)).toEqual({
      ok: false,
      reason: 'missing-columns',
      missing: ['amount', 'landArea'],
    });
  });

  it('matches names case-sensitively', () => {
    expect(validateCsvHeader(['Name', 'amount', 'landArea', 'address'], required)).toEqual({
      ok: false,
      reason: 'missing-columns',
      missing: ['name'],
    });
  });

  it('reports a count mismatch with the count found once nothing is missing', () => {
    expect(validateCsvHeader(['name', 'amount', 'landArea', 'address', 'extra'], required)).toEqual({
      ok: false,
      reason: 'column-count',
      expected: 4,
      found: 5,
    });
    expect(validateCsvHeader(['name', 'amount', 'landArea', 'address', ''], required)).toEqual({
      ok: false,
      reason: 'column-count',
      expected: 4,
      found: 5,
    });
  });

  it('reports missing columns before the count', () => {
    expect(validateCsvHeader([], required)).toEqual({ ok: false, reason: 'missing-columns', missing: [...required] });
  });
});
