import { propertyFormMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The property create and edit form: sections, fields, validation and save messages. The provided catalogue's group, else English. */
export const usePropertyFormMessages = () => useMessageGroup('propertyForm', propertyFormMessages);
