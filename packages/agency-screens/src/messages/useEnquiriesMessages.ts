import { enquiriesMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** Inquiry Management. The provided catalogue's group, else English. */
export const useEnquiriesMessages = () => useMessageGroup('enquiries', enquiriesMessages);
