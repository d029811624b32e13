import type { Messages } from '../messages/messages';
import { noStoredNameIssue } from './decodeIssues';
import { readErrorFacts, type ErrorFacts } from './errorFacts';

/** The groups the upload errors are worded in. */
export type UploadErrorMessages = Pick<Messages, 'files' | 'bulkUpload'>;

/** The words one screen uses where the shared upload catalogue leaves a choice. */
interface UploadWording {
  readonly network: string;
  readonly failed: string;
  readonly undecodable: string;
}

/**
 * The shared upload helper's failure (spec 3 section 8, 'Images and uploads'): the server's message,
 * else 'Upload failed: {status} - {text}' with the answer's text (a JSON body without a message says
 * nothing a person can use, so the status text stands in), 'No filename returned from upload' for a
 * blank stored name, the screen's network and timeout texts; null for a cancel the user asked for.
 */
function uploadFailureText(facts: ErrorFacts, messages: UploadErrorMessages, wording: UploadWording): string | null {
  switch (facts.kind) {
    case 'http':
      if (facts.serverMessage) return facts.serverMessage;
      return facts.responseText && facts.status !== null ? messages.files.uploadFailedWithStatus(facts.status, facts.responseText) : wording.failed;
    case 'decode':
      return facts.decodeIssues.includes(noStoredNameIssue) ? messages.files.noFilenameReturned : wording.undecodable;
    case 'abort':
      return null;
    case 'network':
      return wording.network;
    case 'timeout':
      return messages.bulkUpload.timeout;
    default:
      return wording.failed;
  }
}

/** What a Media Upload Failed notice of Bulk Upload says (spec 1 section 8 'Upload', spec 3 section 8); null for a cancel. */
export function mediaUploadErrorMessage(error: unknown, messages: UploadErrorMessages): string | null {
  return uploadFailureText(readErrorFacts(error), messages, {
    network: messages.bulkUpload.networkError,
    failed: messages.files.fileUploadFailed,
    undecodable: messages.bulkUpload.unexpectedResponse,
  });
}

/**
 * The `{reason}` of 'Profile image upload failed: {reason}' and 'Cover image upload failed: {reason}'
 * (spec 1 section 8, 'Profile'), with the screen's network text and 'Upload failed' as the fallback; null for a cancel.
 */
export function profileImageErrorMessage(error: unknown, messages: UploadErrorMessages): string | null {
  return uploadFailureText(readErrorFacts(error), messages, {
    network: messages.bulkUpload.networkErrorScreen,
    failed: messages.files.uploadFailed,
    undecodable: messages.files.uploadFailed,
  });
}

/**
 * The detail under 'Upload failed' of an additional media file (spec 2 section 5, spec 3 section 8):
 * worded as the profile pictures' reasons, since both come from the same shared upload helper and both
 * screens fall back to 'Upload failed'; null for a cancel (a file removed while it uploads).
 */
export function additionalMediaUploadErrorMessage(error: unknown, messages: UploadErrorMessages): string | null {
  return profileImageErrorMessage(error, messages);
}
