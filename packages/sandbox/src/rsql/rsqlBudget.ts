import { RsqlParseError } from './rsqlParseError';

/**
 * What evaluating a filter may cost, in work units of roughly 10 ns on a developer machine at rest:
 * one per character compared, `unitsPerValue` per value a record value is compared with, and
 * `unitsPerCandidate` per record value a selector reaches (reading the path costs more than comparing).
 * The budget is about 50 ms at rest, and stays well under a second on a loaded machine or before the
 * JIT has warmed up (ten times slower, measured); a filter of the specs over the seeded data spends
 * about 1% of it, and the budget lets such a filter search thousands of records.
 */
export const rsqlWorkLimits = { maxUnits: 5_000_000, unitsPerCandidate: 300, unitsPerValue: 10 } as const;

/**
 * A filter whose evaluation would exceed the work budget. A subclass of {@link RsqlParseError}, so
 * search routes answer it with a 400 and this message: the same filter over the same records always
 * costs the same, so asking again cannot help; the client must narrow the filter.
 */
export class RsqlBudgetError extends RsqlParseError {
  override readonly name = 'RsqlBudgetError';

  constructor(input: string, readonly maxUnits: number) {
    super('Filter too costly to evaluate', 0, input);
    this.message =
      `Invalid search filter: too costly to evaluate over these records (more than ${maxUnits} work units); ` +
      'use fewer comparisons or shorter patterns';
  }
}

/** Counts the work of one evaluation and stops it, with {@link RsqlBudgetError}, past the budget. */
export class RsqlWorkBudget {
  private spent = 0;

  /**
   * @param input the filter text, for the error
   * @param maxUnits @default rsqlWorkLimits.maxUnits
   */
  constructor(
    readonly input: string,
    readonly maxUnits: number = rsqlWorkLimits.maxUnits,
  ) {}

  /** Adds work; throws once the total passes the budget. */
  spend(units: number): void {
    this.spent += units;
    if (this.spent > this.maxUnits) throw new RsqlBudgetError(this.input, this.maxUnits);
  }

  /** Work spent so far. */
  get units(): number {
    return this.spent;
  }
}
