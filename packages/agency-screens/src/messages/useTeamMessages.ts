import { teamMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** Agency Team Management. The provided catalogue's group, else English. */
export const useTeamMessages = () => useMessageGroup('team', teamMessages);
