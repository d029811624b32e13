import { calculateRoi, defaultRoiValues, readRoiInput, roiInputOrder, type RoiCalculatorInput, type RoiValues } from '@marketplace/domain';
import { useMemo, useState } from 'react';
import type { RoiCalculatorViewProps, RoiField } from './RoiCalculatorView';

export interface RoiCalculatorOptions {
  /** Values to start from (the form's last applied ones); the spec's defaults for the rest. */
  initialValues?: Partial<RoiValues>;
  /** Receives the ROI (percent, 2 decimals) and the values it was computed from, on 'Apply this ROI'. */
  onApply: (roi: number, values: RoiValues) => void;
  /** Closes the calculator; 'Apply this ROI' calls it after `onApply`. */
  onClose: () => void;
}

function initialTexts(initialValues: Partial<RoiValues> | undefined): Record<RoiCalculatorInput, string> {
  const values = { ...defaultRoiValues(), ...initialValues };
  return Object.fromEntries(roiInputOrder.map((input) => [input, String(values[input])])) as Record<RoiCalculatorInput, string>;
}

/**
 * The calculator's state: the text of each field as typed, what each counts as (domain rules), and the
 * results. Nothing is fetched; the calculator is whole in the browser.
 */
export function useRoiCalculator({ initialValues, onApply, onClose }: RoiCalculatorOptions): RoiCalculatorViewProps {
  const [texts, setTexts] = useState(() => initialTexts(initialValues));
  const fields = useMemo<RoiField[]>(() => roiInputOrder.map((input) => ({ input, text: texts[input], reading: readRoiInput(input, texts[input]) })), [texts]);
  const values = useMemo(() => Object.fromEntries(fields.map(({ input, reading }) => [input, reading.value])) as RoiValues, [fields]);
  const breakdown = useMemo(() => calculateRoi(values), [values]);
  return {
    fields,
    breakdown,
    onFieldChange: (input, text) => setTexts((current) => ({ ...current, [input]: text })),
    onApply: () => {
      onApply(breakdown.roiPct, values);
      onClose();
    },
    onCancel: onClose,
  };
}
