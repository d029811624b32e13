import { bulkUploadMessages, filesMessages, type Messages, type UploadErrorMessages } from '@marketplace/domain';

/**
 * The groups an upload failure is worded with: the provided catalogue's, else English. For code
 * loaded on demand (a team member's photo upload), which cannot call the hooks; import it only
 * from such code, so these groups stay out of a page's first load.
 */
export function uploadErrorMessagesOf(provided: Messages | undefined): UploadErrorMessages {
  return { files: provided?.files ?? filesMessages, bulkUpload: provided?.bulkUpload ?? bulkUploadMessages };
}
