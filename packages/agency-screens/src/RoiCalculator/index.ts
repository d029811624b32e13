export { RoiCalculator, type RoiCalculatorProps } from './RoiCalculator';
export { RoiCalculatorView, type RoiCalculatorViewProps, type RoiField } from './RoiCalculatorView';
export { useRoiCalculator, type RoiCalculatorOptions } from './useRoiCalculator';
