import { propertyEditMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The property edit form's own parts: banners, project and developer cards. The provided catalogue's group, else English. */
export const usePropertyEditMessages = () => useMessageGroup('propertyEdit', propertyEditMessages);
