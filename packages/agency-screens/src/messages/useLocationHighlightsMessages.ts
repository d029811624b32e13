import { locationHighlightsMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The 'Manage Locations' dialog. The provided catalogue's group, else English. */
export const useLocationHighlightsMessages = () => useMessageGroup('locationHighlights', locationHighlightsMessages);
