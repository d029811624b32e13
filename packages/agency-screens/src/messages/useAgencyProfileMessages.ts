import { agencyProfileMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The agency profile page: header, details, save. The provided catalogue's group, else English. */
export const useAgencyProfileMessages = () => useMessageGroup('agencyProfile', agencyProfileMessages);
