import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types, run by node in `pnpm bench`
import { checkRatioGoal, checkRunMismatch, csvCheckReport, longTaskLimitMs } from './csvCheckReport.mjs';

const file = { bytes: 10_485_000, columns: 39, rows: 15_491, faults: 774 };

describe('csvCheckReport', () => {
  it('compares the check with the faster bare parse against the 1.5 goal, and prints both parses', () => {
    expect(checkRatioGoal).toBe(1.5);
    expect(longTaskLimitMs).toBe(50);
    const report = csvCheckReport({ file, runs: 9, checkMs: 130, bareTextMs: 100, bareFileMs: 150, longestTaskMs: 0 });
    expect(report.ratio).toBe(1.3);
    expect(report.ok).toBe(true);
    expect(report.lines).toEqual([
      'CSV check in Chromium (10.0 MB, 39 columns, 15,491 rows, 774 wrong cells; median of 9 runs, each in a new worker):',
      '  papaparse bare parse: 100.0 ms (decoded text 100.0 ms, papaparse reading the File 150.0 ms)',
      '  check of every row: 130.0 ms, ratio 1.30 (goal < 1.5): within goal',
      '  longest main-thread task while checking: none over 50 ms (goal <= 50 ms): within goal',
    ]);
  });

  it('takes the File parse when it is the faster one', () => {
    expect(csvCheckReport({ file, runs: 9, checkMs: 130, bareTextMs: 120, bareFileMs: 100, longestTaskMs: 0 }).ratio).toBe(1.3);
  });

  it('fails at the goal and above, and says so', () => {
    const atGoal = csvCheckReport({ file, runs: 9, checkMs: 150, bareTextMs: 100, bareFileMs: 200, longestTaskMs: 0 });
    expect(atGoal.ok).toBe(false);
    expect(atGoal.lines[2]).toBe('  check of every row: 150.0 ms, ratio 1.50 (goal < 1.5): OVER GOAL');
  });

  it('fails a main-thread task over 50 ms, naming its length', () => {
    const report = csvCheckReport({ file, runs: 9, checkMs: 110, bareTextMs: 100, bareFileMs: 100, longestTaskMs: 63.25 });
    expect(report.ok).toBe(false);
    expect(report.lines[3]).toBe('  longest main-thread task while checking: 63.3 ms (goal <= 50 ms): OVER GOAL');
    expect(csvCheckReport({ file, runs: 9, checkMs: 110, bareTextMs: 100, bareFileMs: 100, longestTaskMs: 50 }).ok).toBe(true);
  });

  it('fails a ratio that is not a number rather than passing it', () => {
    expect(csvCheckReport({ file, runs: 9, checkMs: 0, bareTextMs: 0, bareFileMs: 0, longestTaskMs: 0 }).ok).toBe(false);
  });
});

describe('checkRunMismatch', () => {
  const run = { ms: 120, longestTaskMs: 0, rows: 15_491, problems: 774, runner: 'worker' };

  it('accepts a run that read every row and found every wrong cell, in the worker', () => {
    expect(checkRunMismatch(run, file)).toBeNull();
  });

  it('names what is wrong with a run', () => {
    expect(checkRunMismatch({ ...run, runner: 'main-thread' }, file)).toBe("the check ran on 'main-thread', not in its worker");
    expect(checkRunMismatch({ ...run, rows: 15_000 }, file)).toBe('the check read 15,000 rows, the file has 15,491');
    expect(checkRunMismatch({ ...run, problems: 0 }, file)).toBe('the check found 0 problems, the file has 774 wrong cells');
  });
});
