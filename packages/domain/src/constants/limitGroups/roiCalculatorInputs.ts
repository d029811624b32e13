/** One ROI calculator input: its default and the range its value is clamped to. */
export interface RoiInputLimit {
  readonly defaultValue: number;
  readonly min: number;
  readonly max: number;
}

/** ROI calculator defaults (S2 9) and input clamps (S2 5); vacancy and appreciation are percentages. */
export const roiCalculatorInputs = {
  propertyValue: { defaultValue: 500_000, min: 1, max: 1_000_000_000 },
  annualRentalIncome: { defaultValue: 30_000, min: 0, max: 100_000_000 },
  propertyTax: { defaultValue: 5_000, min: 0, max: 1_000_000 },
  insurance: { defaultValue: 2_000, min: 0, max: 1_000_000 },
  maintenance: { defaultValue: 3_000, min: 0, max: 1_000_000 },
  managementFee: { defaultValue: 2_000, min: 0, max: 1_000_000 },
  utilities: { defaultValue: 1_000, min: 0, max: 1_000_000 },
  mortgageInterest: { defaultValue: 10_000, min: 0, max: 10_000_000 },
  vacancyRatePct: { defaultValue: 5, min: 0, max: 100 },
  appreciationRatePct: { defaultValue: 3, min: -10, max: 30 },
} as const satisfies Record<string, RoiInputLimit>;

/** The ROI calculator's inputs. */
export type RoiCalculatorInput = keyof typeof roiCalculatorInputs;
