import { propertyImagesMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The property form's three images. The provided catalogue's group, else English. */
export const usePropertyImagesMessages = () => useMessageGroup('propertyImages', propertyImagesMessages);
