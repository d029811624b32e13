import { DecodeError, HttpError, isApiError } from '@marketplace/api-client';
import { en, type FileCheck } from '@marketplace/domain';

/** Why a chosen image was refused, in the files catalogue's words. */
export function imageRefusalReason(check: Exclude<FileCheck, { ok: true }>, maxMegabytes: number): string {
  if (check.reason === 'too-large') return en.files.tooLarge(maxMegabytes);
  if (check.reason === 'unsupported-type') return en.files.notAnImage;
  return en.files.invalidFile;
}

/**
 * The `{reason}` of 'Profile image upload failed: {reason}' and 'Cover image upload failed: {reason}'
 * (spec 1 section 8): the server's message, else 'Upload failed: {status} - {text}', the network and
 * timeout texts of the upload catalogue, else 'Upload failed'. Null for a cancel the user caused.
 */
export function profileImageFailureReason(error: unknown): string | null {
  if (error instanceof HttpError) {
    if (error.serverMessage) return error.serverMessage;
    const bodyText = typeof error.body === 'string' ? error.body.trim() : '';
    const text = bodyText || error.statusText.trim();
    return text ? en.files.uploadFailedWithStatus(error.status, text) : en.files.uploadFailed;
  }
  if (error instanceof DecodeError) {
    return error.issues.some((issue) => issue.message === en.files.noFilenameReturned) ? en.files.noFilenameReturned : en.files.uploadFailed;
  }
  if (!isApiError(error)) return en.files.uploadFailed;
  if (error.kind === 'abort') return null;
  if (error.kind === 'network') return en.bulkUpload.networkErrorScreen;
  if (error.kind === 'timeout') return en.bulkUpload.timeout;
  return en.files.uploadFailed;
}
