import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types, run by node in `pnpm bench`
import { domRowLimit, listSizes, median, ratioGoal, rowLimitBreaches, searchRatioGoal, stepGoals, stepVerdict } from './enquiryListReport.mjs';

describe('median', () => {
  it('takes the middle of an odd count, in any order', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([9, 100, 2, 7, 8])).toBe(8);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves its input unsorted and refuses no values', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
    expect(() => median([])).toThrow(/no values/);
  });
});

describe('stepVerdict', () => {
  it('compares 10,000 to 1,000 against the 1.5 goal', () => {
    expect(listSizes).toEqual([1000, 10000]);
    expect(ratioGoal).toBe(1.5);
    const verdict = stepVerdict({ name: 'sort click', smallMs: 20, largeMs: 25 });
    expect(verdict.ratio).toBe(1.25);
    expect(verdict.ok).toBe(true);
    expect(verdict.line).toBe('sort click: 1,000: 20.0 ms, 10,000: 25.0 ms, ratio 1.25 (goal < 1.5): within goal');
  });

  it('fails at the goal and above, and says so', () => {
    expect(stepVerdict({ name: 'a', smallMs: 10, largeMs: 15 }).ok).toBe(false);
    const over = stepVerdict({ name: 'first render', smallMs: 40, largeMs: 400, note: '(note)' });
    expect(over.ok).toBe(false);
    expect(over.line).toBe('first render: 1,000: 40.0 ms, 10,000: 400.0 ms, ratio 10.00 (goal < 1.5): OVER GOAL (note)');
  });

  it('fails a ratio that is not a number rather than passing it', () => {
    expect(stepVerdict({ name: 'a', smallMs: 0, largeMs: 0 }).ok).toBe(false);
  });

  it('holds a search keystroke to 1.3, the other steps to 1.5', () => {
    expect(searchRatioGoal).toBe(1.3);
    expect(stepGoals).toEqual({ mount: 1.5, sort: 1.5, search: 1.3 });
    const search = stepVerdict({ name: 'search keystroke', smallMs: 20, largeMs: 27 }, { goal: stepGoals.search });
    expect(search.ok).toBe(false);
    expect(search.line).toBe('search keystroke: 1,000: 20.0 ms, 10,000: 27.0 ms, ratio 1.35 (goal < 1.3): OVER GOAL');
  });

  it('takes other sizes and goals', () => {
    expect(stepVerdict({ name: 'a', smallMs: 10, largeMs: 19 }, { sizes: [10, 100], goal: 2 }).line).toBe(
      'a: 10: 10.0 ms, 100: 19.0 ms, ratio 1.90 (goal < 2): within goal',
    );
  });
});

describe('rowLimitBreaches', () => {
  it('names each sample over the limit of 120 rows', () => {
    expect(domRowLimit).toBe(120);
    const samples = [
      { size: 1000, step: 'mount', rows: 40 },
      { size: 10000, step: 'sort', rows: 120 },
      { size: 10000, step: 'search', rows: 10001 },
    ];
    expect(rowLimitBreaches(samples)).toEqual(['search at 10,000 enquiries left 10001 rows in the DOM (limit 120)']);
    expect(rowLimitBreaches(samples, 30)).toHaveLength(3);
  });
});
