import { describe, expect, it } from 'vitest';
import { experienceYears } from './experienceYears.rules';

const now = new Date(2026, 5, 15);

describe('experienceYears', () => {
  it('subtracts the start year from the current year', () => {
    expect(experienceYears(2015, { now })).toBe(11);
    expect(experienceYears(2026, { now })).toBe(0);
  });

  it('reads numeric text', () => {
    expect(experienceYears(' 2010 ', { now })).toBe(16);
  });

  it('is at least 0 by default, and may be negative when asked', () => {
    expect(experienceYears(2030, { now })).toBe(0);
    expect(experienceYears(2030, { now, minimumZero: false })).toBe(-4);
  });

  it.each([null, undefined, '', '   ', 'abc', '20.5', 2015.5, 0, -3, Number.NaN, Number.POSITIVE_INFINITY])(
    'gives null for the start year %j',
    (value) => {
      expect(experienceYears(value, { now })).toBeNull();
    },
  );

  it('gives null when the injected clock is invalid', () => {
    expect(experienceYears(2015, { now: new Date(Number.NaN) })).toBeNull();
  });

  it('uses the real clock when none is given', () => {
    expect(experienceYears(2000)).toBe(new Date().getFullYear() - 2000);
  });
});
