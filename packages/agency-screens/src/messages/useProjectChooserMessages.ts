import { projectChooserMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The project chooser, project details and add-to-project views. The provided catalogue's group, else English. */
export const useProjectChooserMessages = () => useMessageGroup('projectChooser', projectChooserMessages);
