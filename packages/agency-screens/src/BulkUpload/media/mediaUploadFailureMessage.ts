import { DecodeError, HttpError, isApiError } from '@marketplace/api-client';
import { en } from '@marketplace/domain';

function httpFailureText(error: HttpError): string {
  if (error.serverMessage) return error.serverMessage;
  // The shared helper reads the answer as text (spec 3 section 8: 'Upload failed: {status} - {text}');
  // a JSON body without a message says nothing a person can use, so the status text stands in.
  const bodyText = typeof error.body === 'string' ? error.body.trim() : '';
  const text = bodyText || error.statusText.trim();
  return text ? en.files.uploadFailedWithStatus(error.status, text) : en.files.fileUploadFailed;
}

function decodeFailureText(error: DecodeError): string {
  const noName = error.issues.some((issue) => issue.message === en.files.noFilenameReturned);
  return noName ? en.files.noFilenameReturned : en.bulkUpload.unexpectedResponse;
}

/**
 * What a Media Upload Failed notice says about a failed upload (spec 3 section 8's media messages,
 * this screen's network and timeout messages), or null for a cancel, which the user asked for.
 */
export function mediaUploadFailureMessage(error: unknown): string | null {
  if (error instanceof HttpError) return httpFailureText(error);
  if (error instanceof DecodeError) return decodeFailureText(error);
  if (!isApiError(error)) return en.files.fileUploadFailed;
  if (error.kind === 'abort') return null;
  if (error.kind === 'network') return en.bulkUpload.networkError;
  if (error.kind === 'timeout') return en.bulkUpload.timeout;
  return en.files.fileUploadFailed;
}
