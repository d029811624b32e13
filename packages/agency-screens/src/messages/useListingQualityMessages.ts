import { listingQualityMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** The listing-quality score beside the property form. The provided catalogue's group, else English. */
export const useListingQualityMessages = () => useMessageGroup('listingQuality', listingQualityMessages);
