import { mapPickerMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The Select/Edit Location map dialog. The provided catalogue's group, else English. */
export const useMapPickerMessages = () => useMessageGroup('mapPicker', mapPickerMessages);
