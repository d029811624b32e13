import { sessionMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The session: missing token, refresh failure. The provided catalogue's group, else English. */
export const useSessionMessages = () => useMessageGroup('session', sessionMessages);
