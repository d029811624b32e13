import { faqMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** Property FAQs: the list, the dialog and its form. The provided catalogue's group, else English. */
export const useFaqMessages = () => useMessageGroup('faq', faqMessages);
