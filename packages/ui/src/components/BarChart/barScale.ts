/** Where a bar sits on a 0-100 track: its start and its length, both in percent of the track. */
export interface BarSpan {
  readonly start: number;
  readonly length: number;
}

/**
 * Places each value as a bar from zero on one shared scale: zero sits at the left end when every value
 * is positive, at the right end when every value is negative, and between them in proportion when there
 * are both, so a loss and a gain of the same size have bars of the same length.
 */
export function barSpans(values: readonly number[]): { readonly zero: number; readonly spans: readonly BarSpan[] } {
  const finite = values.map((value) => (Number.isFinite(value) ? value : 0));
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  const range = high - low;
  if (range === 0) return { zero: 0, spans: finite.map(() => ({ start: 0, length: 0 })) };
  const zero = ((0 - low) / range) * 100;
  const spans = finite.map((value) => {
    const length = (Math.abs(value) / range) * 100;
    return { start: value < 0 ? zero - length : zero, length };
  });
  return { zero, spans };
}
