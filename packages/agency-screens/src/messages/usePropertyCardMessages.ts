import { propertyCardMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The review lists' property card and its dialogs. The provided catalogue's group, else English. */
export const usePropertyCardMessages = () => useMessageGroup('propertyCard', propertyCardMessages);
