import { describe, expect, it } from 'vitest';
import { frameBudgetMs, percentile, propertyFormTypingReport } from './propertyFormTypingReport.mjs';

const key = (keyToFrameMs: number) => ({ keyToFrameMs, handlersMs: keyToFrameMs / 2, renderMs: keyToFrameMs / 4 });
// 20 keys: 19 at `typical` ms and one at `slowest`, so the p95 (nearest rank) is the 19th, the typical.
const window = ({ typical = 8, slowest = 12, longTasks = [] as { afterLastKeyMs: number; durationMs: number }[], keysWithoutFrame = 0 } = {}) => ({
  keystrokes: [...Array.from({ length: 19 }, () => key(typical)), key(slowest)],
  keysWithoutFrame,
  longTasks,
  eventTimingMs: [],
});
const report = (fieldWindows: ReturnType<typeof window>[]) =>
  propertyFormTypingReport({ words: 5000, afterMs: 1000, floor: [window({ typical: 4 })], fields: [{ name: 'title', windows: fieldWindows }] });

describe('the property-form typing bench report', () => {
  it('takes the nearest-rank percentile, a measured value', () => {
    expect(percentile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(percentile(Array.from({ length: 20 }, (_, index) => index + 1), 0.95)).toBe(19);
    expect(percentile([7], 0.95)).toBe(7);
  });

  it('passes a field whose p95 is under a frame with no long task, and prints the floor for reference', () => {
    const result = report([window({ slowest: 40 })]);
    expect(result.failed).toBe(false);
    expect(result.lines).toEqual([
      "Property form typing in Chromium (5,000-word description, 1 runs; key event to the next frame's rendering done):",
      '  floor, a plain input with no framework: median 4.0 ms, p95 4.0 ms, max 12.0 ms (p95 by run 4.0 ms); Event Timing over 16 ms: 0 keystrokes (for reference)',
      '  title, 20 keystrokes: median 8.0 ms, p95 8.0 ms, max 40.0 ms (p95 by run 8.0 ms) (goal p95 < 16.7 ms): within goal',
      "    handlers median 4.0 ms, the frame's rendering median 2.0 ms; Event Timing over 16 ms: 0 keystrokes",
      '    long tasks while typing and 1 s after: none (goal none): within goal',
    ]);
  });

  it('fails a field whose p95 over all runs is a frame or more', () => {
    const result = report([window(), window({ typical: frameBudgetMs })]);
    expect(result.failed).toBe(true);
    expect(result.lines[2]).toMatch(/p95 16\.7 ms.*OVER GOAL$/);
  });

  it('fails on a long task, listing those after the last key', () => {
    const result = report([window({ longTasks: [{ afterLastKeyMs: -900, durationMs: 51 }, { afterLastKeyMs: 262, durationMs: 75 }] })]);
    expect(result.failed).toBe(true);
    expect(result.lines[4]).toBe('    long tasks while typing and 1 s after: 2, the longest 75 ms; after the last key: 75 ms at +262 ms (goal none): OVER GOAL');
  });

  it('fails when a key was not timed or no key was', () => {
    expect(report([window({ keysWithoutFrame: 1 })]).failed).toBe(true);
    const none = report([{ keystrokes: [], keysWithoutFrame: 0, longTasks: [], eventTimingMs: [] }]);
    expect(none.failed).toBe(true);
    expect(none.lines[2]).toBe('  title: no keystroke was timed: OVER GOAL');
  });
});
