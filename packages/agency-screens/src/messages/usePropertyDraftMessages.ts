import { propertyDraftMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The property form's kept draft and leave question. The provided catalogue's group, else English. */
export const usePropertyDraftMessages = () => useMessageGroup('propertyDraft', propertyDraftMessages);
