import { reviewListsMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** Admin Reviewed and Developer Reviewed property lists. The provided catalogue's group, else English. */
export const useReviewListsMessages = () => useMessageGroup('reviewLists', reviewListsMessages);
