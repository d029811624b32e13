/** Handover quarter options of the property form (spec 3 section 5). */
export const handoverQuarters = [
  { value: 1, label: 'Q1 Jan-Mar' },
  { value: 2, label: 'Q2 Apr-Jun' },
  { value: 3, label: 'Q3 Jul-Sep' },
  { value: 4, label: 'Q4 Oct-Dec' },
] as const;

/** One of the handover quarters, 1 to 4. */
export type HandoverQuarter = (typeof handoverQuarters)[number]['value'];

/** The quarter used when a property has none (spec 3 section 4). */
export const defaultHandoverQuarter: HandoverQuarter = 1;

/** Whether a value is a handover quarter (a whole number 1 to 4). */
export function isHandoverQuarter(value: unknown): value is HandoverQuarter {
  return handoverQuarters.some((quarter) => quarter.value === value);
}

/** The label of a quarter ('Q1 Jan-Mar'), or undefined outside 1 to 4. */
export function handoverQuarterLabel(value: number | null | undefined): string | undefined {
  return handoverQuarters.find((quarter) => quarter.value === value)?.label;
}
