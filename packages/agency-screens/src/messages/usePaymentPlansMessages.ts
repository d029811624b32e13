import { paymentPlansMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The property form's payment plans and milestones. The provided catalogue's group, else English. */
export const usePaymentPlansMessages = () => useMessageGroup('paymentPlans', paymentPlansMessages);
