import { shellMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The Agency Panel's frame: sidebar, header, profile menu, error dialog. The provided catalogue's group, else English. */
export const useShellMessages = () => useMessageGroup('shell', shellMessages);
