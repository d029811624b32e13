import { RoiCalculatorView } from './RoiCalculatorView';
import { useRoiCalculator, type RoiCalculatorOptions } from './useRoiCalculator';

export interface RoiCalculatorProps extends RoiCalculatorOptions {
  /** Whether the calculator is open. */
  isOpen: boolean;
}

function OpenRoiCalculator(options: RoiCalculatorOptions) {
  return <RoiCalculatorView {...useRoiCalculator(options)} />;
}

/**
 * The ROI Calculator as a property form (or any page) opens it: each opening starts from
 * `initialValues` (the spec's defaults for the rest), and 'Apply this ROI' passes the ROI back.
 */
export function RoiCalculator({ isOpen, ...options }: RoiCalculatorProps) {
  // Mounted only while open, so a new opening starts afresh rather than from a cancelled edit.
  return isOpen ? <OpenRoiCalculator {...options} /> : null;
}
