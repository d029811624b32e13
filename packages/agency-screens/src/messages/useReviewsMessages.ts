import { reviewsMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** Customer reviews on the agency profile. The provided catalogue's group, else English. */
export const useReviewsMessages = () => useMessageGroup('reviews', reviewsMessages);
