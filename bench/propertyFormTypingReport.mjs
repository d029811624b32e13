// The lines and the verdict of the property-form typing case, apart from the browser so a test can read them.

/** Issue 17: a keystroke stays under one frame at 60 Hz. */
export const frameBudgetMs = 1000 / 60;

/** The p-th percentile (0 to 1) by nearest rank: a value that was measured, never an interpolation. */
export function percentile(values, p) {
  if (values.length === 0) throw new Error('bench: percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

const ms = (value) => `${value.toFixed(1)} ms`;
const keyToFrame = (windows) => windows.flatMap((window) => window.keystrokes.map((key) => key.keyToFrameMs));
const median = (windows, field) => ms(percentile(windows.flatMap((window) => window.keystrokes.map((key) => key[field])), 0.5));

function spread(windows) {
  const all = keyToFrame(windows);
  const perRun = windows.map((window) => ms(percentile(window.keystrokes.map((key) => key.keyToFrameMs), 0.95)));
  return `median ${ms(percentile(all, 0.5))}, p95 ${ms(percentile(all, 0.95))}, max ${ms(Math.max(...all))} (p95 by run ${perRun.join(', ')})`;
}

// All of them would be a wall of numbers on a busy machine: the count and the longest, then the ones
// after the last key (the description's onChange and what it recomputes) each with its time.
function longTaskText(tasks) {
  if (tasks.length === 0) return 'none';
  const after = tasks.filter((task) => task.afterLastKeyMs >= 0);
  const listed = after.map((task) => `${Math.round(task.durationMs)} ms at +${Math.round(task.afterLastKeyMs)} ms`).join(', ');
  return `${tasks.length}, the longest ${Math.round(Math.max(...tasks.map((task) => task.durationMs)))} ms; after the last key: ${after.length === 0 ? 'none' : listed}`;
}

/**
 * Each window is one run's typing into one field, as the page's probe reports it (typingProbe.ts):
 * its keystrokes, the keys that got no frame, the long tasks while typing and for `afterMs` after,
 * and Event Timing's interaction durations (the browser reports only those from 16 ms).
 * `floor`: the windows of a plain input with no framework, for reference (never failed on).
 * A field fails when its p95 key-to-frame time over all runs is not under a frame, when any run
 * had a long task, or when a key was not timed.
 */
export function propertyFormTypingReport({ words, afterMs, floor, fields }) {
  let failed = false;
  const lines = [
    `Property form typing in Chromium (${words.toLocaleString('en-US')}-word description, ${floor.length} runs; key event to the next frame's rendering done):`,
  ];
  if (keyToFrame(floor).length > 0) {
    const floorEventTiming = floor.reduce((sum, window) => sum + window.eventTimingMs.length, 0);
    lines.push(`  floor, a plain input with no framework: ${spread(floor)}; Event Timing over 16 ms: ${floorEventTiming} keystrokes (for reference)`);
  }
  for (const { name, windows } of fields) {
    const keys = keyToFrame(windows);
    if (keys.length === 0) {
      lines.push(`  ${name}: no keystroke was timed: OVER GOAL`);
      failed = true;
      continue;
    }
    const untimed = windows.reduce((sum, window) => sum + window.keysWithoutFrame, 0);
    const fast = percentile(keys, 0.95) < frameBudgetMs && untimed === 0;
    const longTasks = windows.flatMap((window) => window.longTasks);
    const eventTiming = windows.flatMap((window) => window.eventTimingMs);
    lines.push(
      `  ${name}, ${keys.length} keystrokes: ${spread(windows)}${untimed > 0 ? `, ${untimed} keys got no frame` : ''} (goal p95 < ${ms(frameBudgetMs)}): ${fast ? 'within goal' : 'OVER GOAL'}`,
      `    handlers median ${median(windows, 'handlersMs')}, the frame's rendering median ${median(windows, 'renderMs')}; Event Timing over 16 ms: ${eventTiming.length} keystrokes${eventTiming.length > 0 ? ` (max ${Math.max(...eventTiming)} ms)` : ''}`,
      `    long tasks while typing and ${afterMs / 1000} s after: ${longTaskText(longTasks)} (goal none): ${longTasks.length === 0 ? 'within goal' : 'OVER GOAL'}`,
    );
    if (!fast || longTasks.length > 0) failed = true;
  }
  return { failed, lines };
}
