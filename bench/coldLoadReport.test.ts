import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types, run by node in `pnpm bench`
import { coldLoadGoals, coldLoadReport, longTaskSummary, pickPaintTime } from './coldLoadReport.mjs';

interface Sample {
  ms: number;
  source: string;
  heapBytes: number;
  longTasks: number[];
}

const cases = [
  { key: 'floor', label: 'React floor' },
  { key: 'signIn', label: '/agencySignin' },
  { key: 'demoSignIn', label: '/agencySignin demo' },
  { key: 'inquiry', label: '/agency/inquiry-management' },
];

const mib = 1024 * 1024;
const loads = (times: number[], extra: Partial<Sample> = {}): Sample[] =>
  times.map((ms) => ({ ms, source: 'app', heapBytes: 2 * mib, longTasks: [], ...extra }));

/** Medians: floor 100, sign-in 150, demo 170, inquiry 290 (all within goal). */
const withinGoal = () => ({
  floor: loads([90, 100, 130, 95, 110]),
  signIn: loads([150, 140, 160, 155, 145]),
  demoSignIn: loads([170, 165, 175, 400, 160]),
  inquiry: loads([290, 280, 300, 310, 270], { heapBytes: 14 * mib, longTasks: [60, 120] }),
});

describe('pickPaintTime', () => {
  const recorded = {
    elements: [
      { identifier: 'probe', renderTime: 80, loadTime: 0 },
      { identifier: 'signin-form', renderTime: 120, loadTime: 0 },
      { identifier: 'signin-form', renderTime: 100, loadTime: 0 },
      { identifier: 'other', renderTime: 10, loadTime: 0 },
    ],
    frameMs: 70,
  };

  it("takes the earliest entry of the app's own identifier first", () => {
    expect(pickPaintTime(recorded, ['signin-form'])).toEqual({ ms: 100, source: 'app' });
  });

  it("falls back to the probe's entry, then to the frame after the target appeared", () => {
    expect(pickPaintTime(recorded, ['enquiry-first-row'])).toEqual({ ms: 80, source: 'probe' });
    expect(pickPaintTime({ elements: [], frameMs: 70 }, ['enquiry-first-row'])).toEqual({ ms: 70, source: 'frame' });
    expect(pickPaintTime({ elements: [], frameMs: null }, ['x'])).toBeNull();
  });

  it('uses loadTime when renderTime is 0', () => {
    expect(pickPaintTime({ elements: [{ identifier: 'a', renderTime: 0, loadTime: 42 }], frameMs: null }, ['a'])).toEqual({ ms: 42, source: 'app' });
  });
});

describe('longTaskSummary', () => {
  it('counts only tasks over 100 ms, and the loads that had any', () => {
    expect(longTaskSummary(loads([1, 2, 3], { longTasks: [] }))).toEqual({ count: 0, loadsWithAny: 0, longestMs: 0 });
    const samples = [...loads([1], { longTasks: [100, 150, 270] }), ...loads([1], { longTasks: [99] }), ...loads([1], { longTasks: [101] })];
    expect(longTaskSummary(samples)).toEqual({ count: 3, loadsWithAny: 2, longestMs: 270 });
  });
});

describe('coldLoadReport', () => {
  it("holds issue 20's goals", () => {
    expect(coldLoadGoals).toEqual({
      signIn: { against: 'floor', max: 2 },
      demoSignIn: { against: 'signIn', max: 1.2 },
      inquiry: { against: 'floor', max: 3 },
    });
  });

  it('passes when every median ratio is within its goal, and prints the table', () => {
    const report = coldLoadReport({ cases, samples: withinGoal(), runs: 5 });
    expect(report.ok).toBe(true);
    expect(report.failures).toEqual([]);
    expect(report.medians).toEqual({ floor: 100, signIn: 150, demoSignIn: 170, inquiry: 290 });
    const text = report.lines.join('\n');
    expect(text).toContain('median of 5 interleaved loads');
    const inquiryRow = report.lines.find((line: string) => line.includes('/agency/inquiry-management'));
    expect(inquiryRow).toMatch(/290 ms \| 2\.90x\s+\| <= 3x floor\s+\| 2\.90x: within goal \| 14\.0 MiB\s+\| 5 in 5\/5 loads, longest 120 ms \| app/);
    const demoRow = report.lines.find((line: string) => line.includes('/agencySignin demo'));
    expect(demoRow).toMatch(/170 ms \| 1\.70x\s+\| <= 1\.2x \/agencySignin\s+\| 1\.13x: within goal/);
  });

  it('fails at a ratio over the goal and names the case', () => {
    const samples = { ...withinGoal(), inquiry: loads([301, 305, 320, 299, 310]) };
    const report = coldLoadReport({ cases, samples, runs: 5 });
    expect(report.ok).toBe(false);
    expect(report.failures).toEqual(['/agency/inquiry-management is 3.05x, over its goal (<= 3x floor)']);
    expect(report.lines.join('\n')).toContain('3.05x: OVER GOAL');
  });

  it('judges demo mode against the sign-in without it, not against the floor', () => {
    const samples = { ...withinGoal(), demoSignIn: loads([190, 185, 181, 200, 210]) };
    const report = coldLoadReport({ cases, samples, runs: 5 });
    expect(report.failures).toEqual(['/agencySignin demo is 1.27x, over its goal (<= 1.2x /agencySignin)']);
  });

  it('fails a ratio that is not a number rather than passing it', () => {
    const samples = { ...withinGoal(), floor: loads([0, 0, 0]), signIn: loads([0, 0, 0]) };
    expect(coldLoadReport({ cases, samples, runs: 3 }).ok).toBe(false);
  });

  it('warns that the machine was busy when the floor itself had long tasks', () => {
    expect(coldLoadReport({ cases, samples: withinGoal(), runs: 5 }).lines.join('\n')).not.toContain('busy');
    const samples = { ...withinGoal(), floor: loads([90, 100, 130], { longTasks: [40, 180] }) };
    const report = coldLoadReport({ cases, samples, runs: 3 });
    expect(report.ok).toBe(true);
    expect(report.lines.at(-1)).toBe('  NOTE: the floor itself had 3 long tasks (longest 180 ms): the machine was busy, so these times are noisy');
  });

  it('explains each timing source used and only those', () => {
    const samples = { ...withinGoal(), inquiry: loads([290, 280, 300], { source: 'probe' }) };
    const text = coldLoadReport({ cases, samples, runs: 3 }).lines.join('\n');
    expect(text).toContain("timing 'probe'");
    expect(text).toContain("timing 'app'");
    expect(text).not.toContain("timing 'frame'");
  });
});
