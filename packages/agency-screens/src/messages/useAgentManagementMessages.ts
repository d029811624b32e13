import { agentManagementMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** Agent Management. The provided catalogue's group, else English. */
export const useAgentManagementMessages = () => useMessageGroup('agentManagement', agentManagementMessages);
