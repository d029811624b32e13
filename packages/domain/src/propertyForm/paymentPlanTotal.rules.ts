import type { PaymentMilestone } from '../property/propertyParts.schema';

/** Where a plan's milestones stand against 100 percent. */
export type MilestoneTotalState = 'empty' | 'under' | 'complete' | 'over';

/** The running total of a plan's milestone percentages and how it stands. */
export interface MilestoneTotal {
  readonly total: number;
  readonly state: MilestoneTotalState;
}

// Percentages are typed with decimals (12.5 + 37.5 ...): a sum within a hundredth of 100 counts as 100.
const tolerance = 0.005;

/**
 * The running total of a plan's milestones (issue 17). The spec sets no rule on the sum, so a total
 * other than 100 is a warning the form shows, never a reason to refuse the save
 * (docs/decisions.md).
 */
export function milestoneTotal(milestones: readonly Pick<PaymentMilestone, 'pct'>[]): MilestoneTotal {
  if (milestones.length === 0) return { total: 0, state: 'empty' };
  const total = Math.round(milestones.reduce((sum, milestone) => sum + (milestone.pct ?? 0), 0) * 100) / 100;
  if (Math.abs(total - 100) < tolerance) return { total: 100, state: 'complete' };
  return { total, state: total < 100 ? 'under' : 'over' };
}

/**
 * Whether a handover date comes before the sale start (issue 17, bad input): a warning, as a
 * project may hand over resale units before a new phase starts selling. Dates are the form's
 * `yyyy-mm-dd` values; a missing one gives no warning.
 */
export function handoverBeforeSaleStart(handoverDate: string | null | undefined, saleStartDate: string | null | undefined): boolean {
  if (!handoverDate || !saleStartDate) return false;
  return handoverDate.slice(0, 10) < saleStartDate.slice(0, 10);
}
