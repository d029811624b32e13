import { describe, expect, it } from 'vitest';
import { describePropertyCsvFailure, describePropertyCsvProblems } from './propertyCsvProblemText';

describe('describePropertyCsvFailure', () => {
  it('words each kind of refused cell', () => {
    expect(describePropertyCsvFailure({ ok: false, issue: 'required' })).toBe('A value is required');
    expect(describePropertyCsvFailure({ ok: false, issue: 'number' })).toBe('Must be a number, without commas or currency');
    expect(describePropertyCsvFailure({ ok: false, issue: 'integer' })).toBe('Must be a whole number');
    expect(describePropertyCsvFailure({ ok: false, issue: 'date' })).toBe('Must be a date in M/D/YYYY format');
    expect(describePropertyCsvFailure({ ok: false, issue: 'boolean' })).toBe('Must be TRUE or FALSE');
    expect(describePropertyCsvFailure({ ok: false, issue: 'tooLong', max: 255 })).toBe('Must be at most 255 characters');
  });

  it('gives both bounds of a range, or only the lower one when the upper is unbounded', () => {
    expect(describePropertyCsvFailure({ ok: false, issue: 'range', min: -90, max: 90 })).toBe('Must be between -90 and 90');
    expect(describePropertyCsvFailure({ ok: false, issue: 'range', min: 1, max: Number.MAX_SAFE_INTEGER })).toBe('Must be 1 or more');
    expect(describePropertyCsvFailure({ ok: false, issue: 'range', min: 0 })).toBe('Must be 0 or more');
  });

  it('words a row with the wrong number of cells', () => {
    expect(describePropertyCsvFailure({ ok: false, issue: 'cell-count', expected: 39, found: 1 })).toBe('Row has 1 cell; expected 39');
    expect(describePropertyCsvFailure({ ok: false, issue: 'cell-count', expected: 39, found: 41 })).toBe('Row has 41 cells; expected 39');
  });
});

describe('describePropertyCsvProblems', () => {
  it('joins a row’s problems with their columns for the error file', () => {
    expect(
      describePropertyCsvProblems([
        { column: null, failure: { ok: false, issue: 'cell-count', expected: 39, found: 38 } },
        { column: 'amount', failure: { ok: false, issue: 'number' } },
        { column: 'latitude', failure: { ok: false, issue: 'range', min: -90, max: 90 } },
      ]),
    ).toBe('Row has 38 cells; expected 39; amount: Must be a number, without commas or currency; latitude: Must be between -90 and 90');
    expect(describePropertyCsvProblems([])).toBe('');
  });
});
