import { bulkUploadMessages } from '@marketplace/domain';
import { useMessageGroup } from './MessagesContext';

/** Bulk Upload: CSV, templates, check, media. The provided catalogue's group, else English. */
export const useBulkUploadMessages = () => useMessageGroup('bulkUpload', bulkUploadMessages);
