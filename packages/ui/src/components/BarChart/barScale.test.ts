import { describe, expect, it } from 'vitest';
import { barSpans } from './barScale';

describe('barSpans', () => {
  it('starts every bar at the left end when all values are positive, the largest filling the track', () => {
    expect(barSpans([25, 100, 50])).toEqual({
      zero: 0,
      spans: [
        { start: 0, length: 25 },
        { start: 0, length: 100 },
        { start: 0, length: 50 },
      ],
    });
  });

  it('puts zero between a loss and a gain in proportion, with bars of equal length for equal sizes', () => {
    const { zero, spans } = barSpans([-25, 75, 25]);
    expect(zero).toBe(25);
    expect(spans).toEqual([
      { start: 0, length: 25 },
      { start: 25, length: 75 },
      { start: 25, length: 25 },
    ]);
  });

  it('ends every bar at the right end when all values are negative', () => {
    expect(barSpans([-10, -40])).toEqual({ zero: 100, spans: [{ start: 75, length: 25 }, { start: 0, length: 100 }] });
  });

  it('draws nothing for zeros or values that are not numbers', () => {
    expect(barSpans([0, 0]).spans).toEqual([{ start: 0, length: 0 }, { start: 0, length: 0 }]);
    expect(barSpans([Number.NaN, 10]).spans).toEqual([{ start: 0, length: 0 }, { start: 0, length: 100 }]);
  });
});
