import { roiCalculatorMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The ROI Calculator dialog. The provided catalogue's group, else English. */
export const useRoiCalculatorMessages = () => useMessageGroup('roiCalculator', roiCalculatorMessages);
