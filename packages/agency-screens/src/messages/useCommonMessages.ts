import { commonMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** Buttons, states and labels shared by every screen. The provided catalogue's group, else English. */
export const useCommonMessages = () => useMessageGroup('common', commonMessages);
