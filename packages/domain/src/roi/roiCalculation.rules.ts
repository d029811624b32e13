import { roiCalculatorInputs, roiCalculatorOutput, type RoiCalculatorInput } from '../constants/limits';
import { westernDigits } from '../primitives/westernDigits';

/** The calculator's inputs as numbers: AED amounts, and vacancy and appreciation as percentages. */
export type RoiValues = Record<RoiCalculatorInput, number>;

/** The inputs in the order the calculator shows them. */
export const roiInputOrder = Object.keys(roiCalculatorInputs) as readonly RoiCalculatorInput[];

/** The spec's defaults (spec 2 section 9). */
export function defaultRoiValues(): RoiValues {
  return Object.fromEntries(roiInputOrder.map((input) => [input, roiCalculatorInputs[input].defaultValue])) as RoiValues;
}

/**
 * What a typed value counts as: the number, kept within the input's range (spec 2 section 5), and why
 * it differs from what was typed, so the calculator can say so rather than change it silently.
 * - `notANumber`: the text is not a number, so it counts as 0 (the spec's rule; 0 is then kept within
 *   the range, so an empty property value counts as 1).
 * - `belowMin` / `aboveMax`: the number was outside the range and counts as its nearest end.
 */
export interface RoiInputReading {
  readonly value: number;
  readonly adjustment: 'notANumber' | 'belowMin' | 'aboveMax' | null;
}

/**
 * The number a user means by `text`: digits in Western or Arabic-Indic form, grouping commas, spaces and
 * the Arabic thousands separator ignored, a point or the Arabic decimal separator as the decimal mark, a
 * leading minus. Anything else is not a number.
 */
export function parseTypedNumber(text: string): number | null {
  const normalised = westernDigits(text)
    .replace(/[\s,\u066C\u00A0\u202F]/g, '')
    .replace(/\u066B/g, '.')
    .replace(/^[\u2212]/, '-');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/** Reads one input's text as the calculator counts it (see {@link RoiInputReading}). */
export function readRoiInput(input: RoiCalculatorInput, text: string): RoiInputReading {
  const { min, max } = roiCalculatorInputs[input];
  const parsed = parseTypedNumber(text);
  const value = parsed ?? roiCalculatorOutput.nonNumericInputValue;
  if (value < min) return { value: min, adjustment: parsed === null ? 'notANumber' : 'belowMin' };
  if (value > max) return { value: max, adjustment: 'aboveMax' };
  return { value, adjustment: parsed === null ? 'notANumber' : null };
}

/** The calculator's results (spec 2 section 9), amounts in AED, rates in percent. */
export interface RoiBreakdown {
  /** Rent less the vacancy share. */
  readonly effectiveRent: number;
  /** Property tax, insurance, maintenance, management fee, utilities and mortgage interest. */
  readonly totalExpenses: number;
  readonly annualCashFlow: number;
  /** Cash flow over the property value, in percent. */
  readonly capRatePct: number;
  /** The value times the appreciation rate. */
  readonly appreciation: number;
  /** Cash flow plus appreciation. */
  readonly totalReturn: number;
  /** Total return over the property value, in percent, rounded to 2 decimals. */
  readonly roiPct: number;
}

const expenseInputs = ['propertyTax', 'insurance', 'maintenance', 'managementFee', 'utilities', 'mortgageInterest'] as const;

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // Number.EPSILON keeps 4.105 from rounding down through its binary form (4.1049999...).
  return Math.round((value + Math.sign(value) * Number.EPSILON * Math.abs(value)) * factor) / factor;
}

/** The spec's formula over values already read (and so within their ranges). */
export function calculateRoi(values: RoiValues): RoiBreakdown {
  const effectiveRent = values.annualRentalIncome * (1 - values.vacancyRatePct / 100);
  const totalExpenses = expenseInputs.reduce((sum, input) => sum + values[input], 0);
  const annualCashFlow = effectiveRent - totalExpenses;
  const appreciation = values.propertyValue * (values.appreciationRatePct / 100);
  const totalReturn = annualCashFlow + appreciation;
  return {
    effectiveRent,
    totalExpenses,
    annualCashFlow,
    capRatePct: (annualCashFlow / values.propertyValue) * 100,
    appreciation,
    totalReturn,
    roiPct: roundTo((totalReturn / values.propertyValue) * 100, roiCalculatorOutput.roiDecimals),
  };
}
