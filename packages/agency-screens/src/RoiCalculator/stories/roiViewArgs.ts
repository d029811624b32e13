import { calculateRoi, defaultRoiValues, readRoiInput, roiInputOrder, type RoiCalculatorInput, type RoiValues } from '@marketplace/domain';
import type { RoiCalculatorViewProps } from '../RoiCalculatorView';

/** The view's data for fields typed as `typed` (the spec's defaults elsewhere), read by the domain's rules. */
export function roiViewArgs(typed: Partial<Record<RoiCalculatorInput, string>> = {}): Pick<RoiCalculatorViewProps, 'fields' | 'breakdown'> {
  const defaults = defaultRoiValues();
  const fields = roiInputOrder.map((input) => {
    const text = typed[input] ?? String(defaults[input]);
    return { input, text, reading: readRoiInput(input, text) };
  });
  const values = Object.fromEntries(fields.map(({ input, reading }) => [input, reading.value])) as RoiValues;
  return { fields, breakdown: calculateRoi(values) };
}
