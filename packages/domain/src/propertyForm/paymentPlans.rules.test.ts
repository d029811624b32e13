import { describe, expect, it } from 'vitest';
import { paymentPlanSchema } from '../property/propertyParts.schema';
import {
  canAddDueDate,
  emptyPaymentMilestone,
  emptyPaymentPlan,
  isPaymentPlanBlank,
  readMilestoneSchedule,
  readPlanPercent,
  writeMilestoneSchedule,
} from './paymentPlans.rules';

describe('empty plan and milestone', () => {
  it('are valid parts with nothing typed', () => {
    const plan = { ...emptyPaymentPlan(), paymentMilestones: [emptyPaymentMilestone()] };
    expect(paymentPlanSchema.parse(plan)).toEqual(plan);
    expect(isPaymentPlanBlank(plan)).toBe(true);
  });

  it('are new objects each time, so one plan never edits another', () => {
    expect(emptyPaymentPlan()).not.toBe(emptyPaymentPlan());
    expect(emptyPaymentMilestone().paymentSchedule).not.toBe(emptyPaymentMilestone().paymentSchedule);
  });
});

describe('isPaymentPlanBlank', () => {
  const blank = emptyPaymentPlan();

  it('is false once anything is typed or the plan was saved', () => {
    expect(isPaymentPlanBlank({ ...blank, name: '  ' })).toBe(true);
    expect(isPaymentPlanBlank({ ...blank, name: '40/60' })).toBe(false);
    expect(isPaymentPlanBlank({ ...blank, note: 'DLD fee' })).toBe(false);
    expect(isPaymentPlanBlank({ ...blank, resaleAvailablePCT: 0 })).toBe(false);
    expect(isPaymentPlanBlank({ ...blank, id: 7 })).toBe(false);
    expect(isPaymentPlanBlank({ ...blank, paymentMilestones: [{ ...emptyPaymentMilestone(), pct: 10 }] })).toBe(false);
    expect(isPaymentPlanBlank({ ...blank, paymentMilestones: [{ ...emptyPaymentMilestone(), paymentSchedule: ['2027-01-01'] }] })).toBe(false);
    expect(isPaymentPlanBlank({ ...blank, paymentMilestones: [{ ...emptyPaymentMilestone(), description: 'x' }] })).toBe(false);
  });

  it('reads missing parts as blank', () => {
    expect(isPaymentPlanBlank({})).toBe(true);
    expect(isPaymentPlanBlank({ paymentMilestones: [{}] })).toBe(true);
  });
});

describe('readPlanPercent', () => {
  it('reads plain, decimal, signed and Arabic-Indic percentages', () => {
    expect(readPlanPercent('40')).toEqual({ kind: 'number', value: 40 });
    expect(readPlanPercent(' 12.5 % ')).toEqual({ kind: 'number', value: 12.5 });
    expect(readPlanPercent('٦٠')).toEqual({ kind: 'number', value: 60 });
    expect(readPlanPercent('٢٢٫٥')).toEqual({ kind: 'number', value: 22.5 });
    expect(readPlanPercent('0')).toEqual({ kind: 'number', value: 0 });
    expect(readPlanPercent('100')).toEqual({ kind: 'number', value: 100 });
  });

  it('makes an emptied field 0, as the spec does', () => {
    expect(readPlanPercent('  ')).toEqual({ kind: 'empty', value: 0 });
  });

  it('tells text that is no number from a number outside 0 to 100', () => {
    expect(readPlanPercent('forty')).toEqual({ kind: 'notANumber' });
    expect(readPlanPercent('12.')).toEqual({ kind: 'number', value: 12 });
    expect(readPlanPercent('1-2')).toEqual({ kind: 'notANumber' });
    expect(readPlanPercent('100.5')).toEqual({ kind: 'outOfRange' });
    expect(readPlanPercent('-5')).toEqual({ kind: 'outOfRange' });
  });
});

describe('milestone schedule', () => {
  it('reads due dates, earliest first and once each, and keeps other entries', () => {
    const other = { amount: 5000 };
    expect(readMilestoneSchedule(['2027-06-30', '2027-03-31T00:00:00', other, 'soon', '2027-06-30'])).toEqual({
      dueDates: ['2027-03-31', '2027-06-30'],
      otherEntries: [other, 'soon'],
    });
    expect(readMilestoneSchedule(null)).toEqual({ dueDates: [], otherEntries: [] });
  });

  it('writes the dates in order before the kept entries, dropping a date that is not one', () => {
    const other = { amount: 5000 };
    expect(writeMilestoneSchedule({ dueDates: ['2028-01-15', '', '2027-03-31', '2028-01-15'], otherEntries: [other] })).toEqual([
      '2027-03-31',
      '2028-01-15',
      other,
    ]);
  });

  it('round-trips what it read', () => {
    const schedule = ['2027-03-31', '2027-06-30', { note: 'kept' }];
    expect(writeMilestoneSchedule(readMilestoneSchedule(schedule))).toEqual(schedule);
  });

  it('adds a whole date that is not listed yet', () => {
    expect(canAddDueDate(['2027-03-31'], '2027-06-30')).toBe(true);
    expect(canAddDueDate(['2027-03-31'], '2027-03-31')).toBe(false);
    expect(canAddDueDate([], '')).toBe(false);
    expect(canAddDueDate([], '2027-06')).toBe(false);
  });
});
