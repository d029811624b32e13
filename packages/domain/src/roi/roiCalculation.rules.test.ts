import { describe, expect, it } from 'vitest';
import { roiCalculatorInputs } from '../constants/limits';
import { calculateRoi, defaultRoiValues, parseTypedNumber, readRoiInput, roiInputOrder } from './roiCalculation.rules';

describe('calculateRoi', () => {
  it('computes the spec defaults: 4.1% ROI', () => {
    // Rent 30,000 less 5% vacancy is 28,500; expenses 5,000 + 2,000 + 3,000 + 2,000 + 1,000 + 10,000 are
    // 23,000; cash flow 5,500 (cap rate 1.1%); appreciation 3% of 500,000 is 15,000; total 20,500.
    const result = calculateRoi(defaultRoiValues());
    expect(result).toMatchObject({ effectiveRent: 28_500, totalExpenses: 23_000, annualCashFlow: 5_500, appreciation: 15_000, totalReturn: 20_500, roiPct: 4.1 });
    expect(result.capRatePct).toBeCloseTo(1.1, 10);
  });

  it('works a villa with a loss-making rent and falling prices', () => {
    const values = {
      ...defaultRoiValues(),
      propertyValue: 3_200_000,
      annualRentalIncome: 150_000,
      vacancyRatePct: 20,
      mortgageInterest: 140_000,
      appreciationRatePct: -4,
    };
    // 150,000 x 0.8 = 120,000; expenses 13,000 + 140,000 = 153,000; cash flow -33,000;
    // appreciation -128,000; total -161,000; ROI -161,000 / 3,200,000 = -5.03125% -> -5.03.
    const result = calculateRoi(values);
    expect(result.annualCashFlow).toBe(-33_000);
    expect(result.appreciation).toBe(-128_000);
    expect(result.totalReturn).toBe(-161_000);
    expect(result.capRatePct).toBeCloseTo(-1.03125, 10);
    expect(result.roiPct).toBe(-5.03);
  });

  it('rounds the ROI half away from zero at 2 decimals, through the binary form of the halves', () => {
    // 4.105% exactly: total return 41,050 on 1,000,000.
    const values = { ...defaultRoiValues(), propertyValue: 1_000_000, annualRentalIncome: 0, vacancyRatePct: 0, appreciationRatePct: 0 };
    const expenses = { propertyTax: 0, insurance: 0, maintenance: 0, managementFee: 0, utilities: 0, mortgageInterest: 0 };
    expect(calculateRoi({ ...values, ...expenses, annualRentalIncome: 41_050 }).roiPct).toBe(4.11);
    expect(calculateRoi({ ...values, ...expenses, mortgageInterest: 41_050 }).roiPct).toBe(-4.11);
  });
});

describe('readRoiInput', () => {
  it('counts text that is not a number as 0 and says so', () => {
    expect(readRoiInput('propertyTax', 'abc')).toEqual({ value: 0, adjustment: 'notANumber' });
    expect(readRoiInput('propertyTax', '')).toEqual({ value: 0, adjustment: 'notANumber' });
    expect(readRoiInput('propertyTax', '12abc')).toEqual({ value: 0, adjustment: 'notANumber' });
    // 0 is below the property value's range, so an empty value counts as its least, 1.
    expect(readRoiInput('propertyValue', '')).toEqual({ value: 1, adjustment: 'notANumber' });
  });

  it('keeps every input within its range of spec 2 section 5, at both ends', () => {
    for (const input of roiInputOrder) {
      const { min, max } = roiCalculatorInputs[input];
      expect(readRoiInput(input, String(min))).toEqual({ value: min, adjustment: null });
      expect(readRoiInput(input, String(max))).toEqual({ value: max, adjustment: null });
      expect(readRoiInput(input, String(max + 1))).toEqual({ value: max, adjustment: 'aboveMax' });
      expect(readRoiInput(input, String(min - 1))).toEqual({ value: min, adjustment: 'belowMin' });
    }
    expect(readRoiInput('appreciationRatePct', '-10')).toEqual({ value: -10, adjustment: null });
    expect(readRoiInput('vacancyRatePct', '150')).toEqual({ value: 100, adjustment: 'aboveMax' });
  });
});

describe('parseTypedNumber', () => {
  it('reads numbers as users type them: grouping, spaces, decimals, minus, Arabic-Indic digits', () => {
    expect(parseTypedNumber('1,250,000')).toBe(1_250_000);
    expect(parseTypedNumber(' 1 250 000 ')).toBe(1_250_000);
    expect(parseTypedNumber('2.5')).toBe(2.5);
    expect(parseTypedNumber('.5')).toBe(0.5);
    expect(parseTypedNumber('-4')).toBe(-4);
    expect(parseTypedNumber('\u22124')).toBe(-4);
    expect(parseTypedNumber('\u0665\u0660\u0660\u066C\u0660\u0660\u0660')).toBe(500_000);
    expect(parseTypedNumber('\u06F3\u066B\u06F5')).toBe(3.5);
  });

  it('refuses what is not one number', () => {
    for (const text of ['', ' ', 'abc', '1.2.3', '--4', '4-', '1e5', 'Infinity', 'NaN', '0x10', '5%', 'AED 5']) {
      expect(parseTypedNumber(text), JSON.stringify(text)).toBeNull();
    }
  });
});
