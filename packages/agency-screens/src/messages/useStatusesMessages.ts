import { statusesMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** Construction, listing and developer-approval status labels. The provided catalogue's group, else English. */
export const useStatusesMessages = () => useMessageGroup('statuses', statusesMessages);
