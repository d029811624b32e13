import type { PaymentMilestone, PaymentPlan } from '../property/propertyParts.schema';
import { readFormNumber } from './formNumber.rules';

/** The bounds of a plan's percentages (resale available, a milestone's share): the schema's 0 to 100. */
export const paymentPlanPercentBounds = { min: 0, max: 100 } as const;

/** A payment plan as the editor adds it: nothing typed yet, no milestones. */
export function emptyPaymentPlan(): PaymentPlan {
  return { name: '', resaleAvailablePCT: null, note: '', paymentMilestones: [] };
}

/** A milestone as the editor adds it: nothing typed yet, no due dates. */
export function emptyPaymentMilestone(): PaymentMilestone {
  return { name: '', pct: null, description: '', paymentSchedule: [] };
}

const isBlankText = (text: string | null | undefined) => (text ?? '').trim() === '';

function isMilestoneBlank(milestone: PaymentMilestone): boolean {
  return isBlankText(milestone.name) && isBlankText(milestone.description) && milestone.pct == null && (milestone.paymentSchedule ?? []).length === 0;
}

/**
 * Whether a plan holds nothing the agent typed, so removing it loses nothing and needs no
 * confirmation (issue 17).
 */
export function isPaymentPlanBlank(plan: PaymentPlan): boolean {
  return (
    plan.id == null &&
    isBlankText(plan.name) &&
    isBlankText(plan.note) &&
    plan.resaleAvailablePCT == null &&
    (plan.paymentMilestones ?? []).every(isMilestoneBlank)
  );
}

/** What a percentage field of a payment plan holds once read. */
export type PlanPercentReading =
  /** Emptied: the spec's empty numeric value (spec 3 section 9). */
  | { readonly kind: 'empty'; readonly value: number }
  | { readonly kind: 'number'; readonly value: number }
  /** Not a number even without a percent sign: the field keeps the text and says so. */
  | { readonly kind: 'notANumber' }
  /** A number outside 0 to 100: the field keeps the text and says so. */
  | { readonly kind: 'outOfRange' };

/**
 * Reads a plan's percentage as typed (issue 17, bad input): '12.5', '40 %', Arabic-Indic digits
 * ('٤٠') and a percent sign are read as the form's other numeric fields read them.
 */
export function readPlanPercent(text: string): PlanPercentReading {
  const reading = readFormNumber(text);
  if (reading.kind !== 'number') return reading;
  const { min, max } = paymentPlanPercentBounds;
  return reading.value < min || reading.value > max ? { kind: 'outOfRange' } : reading;
}

const dueDatePattern = /^\d{4}-\d{2}-\d{2}/;

/** A milestone's schedule as the editor shows it: its due dates, and entries of other shapes it keeps. */
export interface MilestoneSchedule {
  /** `yyyy-mm-dd` due dates, earliest first. */
  readonly dueDates: readonly string[];
  /** Entries that are no date (written by another client): kept as they are, never shown as dates. */
  readonly otherEntries: readonly unknown[];
}

/**
 * Splits a milestone's paymentSchedule, which the specs do not describe (docs/decisions.md): the
 * form writes due dates as `yyyy-mm-dd` strings; a date-time string counts by its date, and any
 * other entry is kept untouched so that saving the form does not drop it.
 */
export function readMilestoneSchedule(schedule: readonly unknown[] | null | undefined): MilestoneSchedule {
  const dueDates: string[] = [];
  const otherEntries: unknown[] = [];
  for (const entry of schedule ?? []) {
    if (typeof entry === 'string' && dueDatePattern.test(entry)) dueDates.push(entry.slice(0, 10));
    else otherEntries.push(entry);
  }
  return { dueDates: [...new Set(dueDates)].sort(), otherEntries };
}

/** The paymentSchedule for a schedule: the due dates (distinct, earliest first), then the kept entries. */
export function writeMilestoneSchedule({ dueDates, otherEntries }: MilestoneSchedule): unknown[] {
  const dates = [...new Set(dueDates.filter((date) => dueDatePattern.test(date)).map((date) => date.slice(0, 10)))].sort();
  return [...dates, ...otherEntries];
}

/** Whether a due date can join a schedule: a whole `yyyy-mm-dd` date not listed yet. */
export function canAddDueDate(dueDates: readonly string[], date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !dueDates.includes(date);
}
