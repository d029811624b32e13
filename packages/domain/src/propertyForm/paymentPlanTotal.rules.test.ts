import { describe, expect, it } from 'vitest';
import { handoverBeforeSaleStart, milestoneTotal } from './paymentPlanTotal.rules';

describe('milestoneTotal', () => {
  it('is empty with no milestones', () => {
    expect(milestoneTotal([])).toEqual({ total: 0, state: 'empty' });
  });

  it('says under, complete or over 100, counting a blank percentage as 0', () => {
    expect(milestoneTotal([{ pct: 10 }, { pct: 40 }, { pct: null }])).toEqual({ total: 50, state: 'under' });
    expect(milestoneTotal([{ pct: 20 }, { pct: 40 }, { pct: 40 }])).toEqual({ total: 100, state: 'complete' });
    expect(milestoneTotal([{ pct: 60 }, { pct: 60 }])).toEqual({ total: 120, state: 'over' });
  });

  it('adds decimal shares without floating-point dust', () => {
    expect(milestoneTotal([{ pct: 33.33 }, { pct: 33.33 }, { pct: 33.34 }])).toEqual({ total: 100, state: 'complete' });
    expect(milestoneTotal([{ pct: 0.1 }, { pct: 0.2 }])).toEqual({ total: 0.3, state: 'under' });
  });
});

describe('handoverBeforeSaleStart', () => {
  it('warns only when both dates are there and the handover is earlier', () => {
    expect(handoverBeforeSaleStart('2027-03-31', '2027-06-01')).toBe(true);
    expect(handoverBeforeSaleStart('2027-06-01', '2027-06-01')).toBe(false);
    expect(handoverBeforeSaleStart('2028-01-15T00:00:00', '2027-06-01')).toBe(false);
    expect(handoverBeforeSaleStart(null, '2027-06-01')).toBe(false);
    expect(handoverBeforeSaleStart('2027-03-31', '')).toBe(false);
  });
});
