/** ROI calculator output rounding (S2 9): ROI to 2 decimals, AED amounts with none. */
export const roiCalculatorOutput = {
  roiDecimals: 2,
  amountDecimals: 0,
  nonNumericInputValue: 0,
} as const;
