// Pure arithmetic and wording of the enquiry-list bench (unit tested in enquiryListReport.test.ts).

/** The list sizes compared: the ratio is the larger's time over the smaller's. */
export const listSizes = [1_000, 10_000];

/** Work must grow with what is visible, not with the list (issue 4): the ratio stays under this. */
export const ratioGoal = 1.5;

/** A search keystroke, the frequent change, keeps a margin (issue 20): at 10,000 under 1.3x its time at 1,000. */
export const searchRatioGoal = 1.3;

/** The goal of each step the bench times. */
export const stepGoals = { mount: ratioGoal, sort: ratioGoal, search: searchRatioGoal };

/** The DOM should hold about 100 rows at most; beyond this the list is not virtualised or paginated. */
export const domRowLimit = 120;

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  if (values.length === 0) throw new Error('bench: median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const ms = (value) => `${value.toFixed(1)} ms`;
const count = (value) => value.toLocaleString('en-US');

/**
 * One step's verdict: the larger list's median time over the smaller's, within goal when under it.
 * `smallMs` and `largeMs` are medians.
 */
export function stepVerdict({ name, smallMs, largeMs, note = '' }, { sizes = listSizes, goal = ratioGoal } = {}) {
  const ratio = largeMs / smallMs;
  const ok = Number.isFinite(ratio) && ratio < goal;
  const [small, large] = sizes;
  const line =
    `${name}: ${count(small)}: ${ms(smallMs)}, ${count(large)}: ${ms(largeMs)}, ` +
    `ratio ${ratio.toFixed(2)} (goal < ${goal}): ${ok ? 'within goal' : 'OVER GOAL'}${note ? ` ${note}` : ''}`;
  return { ratio, ok, line };
}

/** Messages for every sample whose DOM held more rows than the limit; none when all kept to it. */
export function rowLimitBreaches(samples, limit = domRowLimit) {
  return samples
    .filter(({ rows }) => rows > limit)
    .map(({ size, step, rows }) => `${step} at ${count(size)} enquiries left ${rows} rows in the DOM (limit ${limit})`);
}
