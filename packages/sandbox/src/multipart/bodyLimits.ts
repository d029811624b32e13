import { csvUploadLimits, mediaLimits } from '@marketplace/domain';

const mebibyte = 1024 * 1024;

/**
 * The largest request bodies the sandbox reads, by kind: the HTTP server answers 413 beyond them
 * before reading further, and `readJsonBody` does the same in the browser, where no server stands in
 * front of the handlers.
 */
export const requestBodyLimits = {
  /**
   * JSON, and every body that is not multipart: the specs' largest is a property with its rich-text
   * description and lists of media URLs, far below 1 MiB.
   */
  jsonBytes: mebibyte,
  /** multipart/form-data: the largest upload (the 10 MB CSV or media file) plus 1 MiB for the form's framing and other fields. */
  multipartBytes: Math.max(csvUploadLimits.maxFileBytes, mediaLimits.sharedUploadMaxBytes) + mebibyte,
} as const;

/** The limit of a body of this `Content-Type`: the multipart one for `multipart/form-data`, the JSON one for anything else. */
export function bodyLimitFor(contentType: string | null | undefined): number {
  const multipart = contentType?.trim().toLowerCase().startsWith('multipart/form-data') ?? false;
  return multipart ? requestBodyLimits.multipartBytes : requestBodyLimits.jsonBytes;
}

/** The 413 message of a body over `limit`. */
export function bodyTooLargeMessage(limit: number): string {
  return `Request body exceeds ${limit} bytes`;
}
