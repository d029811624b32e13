// Pure arithmetic and wording of the CSV-check bench (unit tested in csvCheckReport.test.ts).
import { median } from './enquiryListReport.mjs';

export { median };

/** Issue 5: checking every row may cost at most this many times papaparse's bare parse of the file. */
export const checkRatioGoal = 1.5;

/** Issue 5: no main-thread task may last longer than this while a file is checked. */
export const longTaskLimitMs = 50;

const ms = (value) => `${value.toFixed(1)} ms`;
const count = (value) => value.toLocaleString('en-US');
const megabytes = (bytes) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * The case's lines and verdict from the medians of its runs. The ratio is the check's time over
 * the faster of the two bare parses (the decoded text, as the check reads it, or papaparse reading
 * the File itself), so the check is measured against papaparse at its best.
 */
export function csvCheckReport({ file, runs, checkMs, bareTextMs, bareFileMs, longestTaskMs }, { goal = checkRatioGoal, taskLimitMs = longTaskLimitMs } = {}) {
  const bareMs = Math.min(bareTextMs, bareFileMs);
  const ratio = checkMs / bareMs;
  const ratioOk = Number.isFinite(ratio) && ratio < goal;
  const tasksOk = longestTaskMs <= taskLimitMs;
  const longest = longestTaskMs === 0 ? `none over ${taskLimitMs} ms` : ms(longestTaskMs);
  const lines = [
    `CSV check in Chromium (${megabytes(file.bytes)}, ${file.columns} columns, ${count(file.rows)} rows, ${count(file.faults)} wrong cells; median of ${runs} runs, each in a new worker):`,
    `  papaparse bare parse: ${ms(bareMs)} (decoded text ${ms(bareTextMs)}, papaparse reading the File ${ms(bareFileMs)})`,
    `  check of every row: ${ms(checkMs)}, ratio ${ratio.toFixed(2)} (goal < ${goal}): ${ratioOk ? 'within goal' : 'OVER GOAL'}`,
    `  longest main-thread task while checking: ${longest} (goal <= ${taskLimitMs} ms): ${tasksOk ? 'within goal' : 'OVER GOAL'}`,
  ];
  return { ratio, ok: ratioOk && tasksOk, lines };
}

/** Why a check run's report is wrong for the file, or null when it is right. */
export function checkRunMismatch(run, file) {
  if (run.runner !== 'worker') return `the check ran on '${run.runner}', not in its worker`;
  if (run.rows !== file.rows) return `the check read ${count(run.rows)} rows, the file has ${count(file.rows)}`;
  if (run.problems !== file.faults) return `the check found ${count(run.problems)} problems, the file has ${count(file.faults)} wrong cells`;
  return null;
}
