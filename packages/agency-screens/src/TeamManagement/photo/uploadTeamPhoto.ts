import { uploadMedia, type ApiClient } from '@marketplace/api-client';
import { profileImageErrorMessage, type Messages } from '@marketplace/domain';
import { teamPhotoSettings } from './teamPhotoSettings';
import type { TeamPhotoUploadOutcome } from '../teamManagementViewProps';
import { uploadErrorMessagesOf } from '../../messages/uploadErrorMessagesOf';

/**
 * Uploads a member's prepared photo, and words its failure as the profile picture's upload does.
 * Loaded on the first upload (useTeamManagement): the upload call and the wording of its failures
 * (the files and bulk-upload groups) are not needed to show the list.
 */
export async function uploadTeamPhoto(client: ApiClient, photo: File, signal: AbortSignal, provided: Messages | undefined): Promise<TeamPhotoUploadOutcome> {
  try {
    const stored = await uploadMedia(client, { file: photo, folder: teamPhotoSettings.folder }, { signal });
    return { ok: true, url: stored.path };
  } catch (error) {
    const messages = uploadErrorMessagesOf(provided);
    return { ok: false, message: profileImageErrorMessage(error, messages) ?? messages.files.uploadFailed };
  }
}
