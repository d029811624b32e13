import { additionalMediaMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The Additional Media editor. The provided catalogue's group, else English. */
export const useAdditionalMediaMessages = () => useMessageGroup('additionalMedia', additionalMediaMessages);
