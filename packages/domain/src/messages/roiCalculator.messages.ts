import { englishAed, englishCount, englishDecimal } from './englishCounts';

/** The ROI Calculator dialog (spec 2 sections 2.4, 5 and 9). */
export const roiCalculatorMessages = {
  title: 'ROI Calculator',
  open: 'Calculate ROI',
  income: 'Income',
  expenses: 'Annual Expenses',
  rates: 'Rates',
  results: 'Results',
  fields: {
    propertyValue: 'Property Value (AED)',
    annualRentalIncome: 'Annual Rental Income (AED)',
    propertyTax: 'Property Tax (AED)',
    insurance: 'Insurance (AED)',
    maintenance: 'Maintenance (AED)',
    managementFee: 'Management Fee (AED)',
    utilities: 'Utilities (AED)',
    mortgageInterest: 'Mortgage Interest (AED)',
    vacancyRate: 'Vacancy Rate (%)',
    appreciationRate: 'Appreciation Rate (%)',
  },
  effectiveRent: 'Effective Rent',
  totalExpenses: 'Total Expenses',
  annualCashFlow: 'Annual Cash Flow',
  capRate: 'Cap Rate',
  appreciation: 'Appreciation',
  totalReturn: 'Total Return',
  roi: 'ROI',
  apply: 'Apply this ROI',
  cancel: 'Cancel',
  /** An amount in AED without decimals (spec 2 section 9). */
  amount: (value: number) => englishAed(value),
  /** A rate in percent, to at most 2 decimals. */
  percent: (value: number) => `${englishDecimal(value, 2)}%`,
  /** Under a field: the range its value is kept within (spec 2 section 5). */
  range: (min: number, max: number) => `From ${englishCount(min)} to ${englishCount(max)}`,
  /** Under a field whose text is not a number: what it counts as (0 by the spec, or the field's least). */
  notANumber: (countedAs: number) => `Not a number, so counted as ${englishCount(countedAs)}.`,
  belowMin: (min: number) => `Below the least allowed, so counted as ${englishCount(min)}.`,
  aboveMax: (max: number) => `Above the most allowed, so counted as ${englishCount(max)}.`,
  breakdown: 'Where the return comes from',
  /** Announced when the results change, in words: 'ROI 4.1%'. */
  roiSummary: (roi: string) => `ROI ${roi}`,
};
