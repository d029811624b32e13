import { agentListMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The agent list and its agent profile and property dialogs. The provided catalogue's group, else English. */
export const useAgentListMessages = () => useMessageGroup('agentList', agentListMessages);
