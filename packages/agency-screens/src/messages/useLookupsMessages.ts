import { lookupsMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The built-in lookup lists shown when a lookup call fails. The provided catalogue's group, else English. */
export const useLookupsMessages = () => useMessageGroup('lookups', lookupsMessages);
