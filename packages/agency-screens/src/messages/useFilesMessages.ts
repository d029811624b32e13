import { filesMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The file checks and the shared upload helper. The provided catalogue's group, else English. */
export const useFilesMessages = () => useMessageGroup('files', filesMessages);
