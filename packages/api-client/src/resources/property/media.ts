import { mediaLimits, noStoredNameIssue } from '@marketplace/domain';
import type { ApiClient } from '../../client';
import type { Decoder } from '../../decode';
import type { UploadProgress } from '../../upload';
import type { CallOptions } from '../../callOptions';

/** Options of an upload: cancel and progress. */
export interface PropertyUploadOptions extends CallOptions {
  /** Called as the body goes out, `fraction` from 0 to 1. */
  onProgress?: (progress: UploadProgress) => void;
}

/** What to upload through the shared media service. */
export interface MediaUploadInput {
  readonly file: Blob;
  /** `profile`, `cover`, `property-assets`, `property-media` (specs 1 and 2); none for the default. */
  readonly folder?: string | null;
}

/** A stored media file. */
export interface UploadedMedia {
  /** The name the server stored it under. */
  readonly fileName: string;
  /** Its path on the property host: `/api/media/{fileName}`, what records and CSV cells hold. */
  readonly path: string;
}

/**
 * Timeout of a media upload. The specs give only the CSV upload's (300 s); a file of up to the shared
 * 10 MB limit gets the same allowance, since both travel the same way.
 */
export const mediaUploadTimeoutMs = 300_000;

/** The largest file the shared media service takes (spec 3 section 5). */
export const mediaUploadMaxBytes = mediaLimits.sharedUploadMaxBytes;

/** The stored name answered as text; a blank answer fails with the {@link noStoredNameIssue} issue, which the screens word as
 * 'No filename returned from upload' (spec 3 section 8). */
export const storedNameDecoder: Decoder<string> = {
  safeParse: (input) => {
    const name = typeof input === 'string' ? input.trim() : '';
    return name
      ? { success: true, data: name }
      : { success: false, error: { issues: [{ code: 'custom', path: [], message: noStoredNameIssue }] } };
  },
};

/** The path of a stored media file on the property host. */
export function mediaPath(fileName: string): string {
  return `/api/media/${encodeURIComponent(fileName)}`;
}

/** The absolute URL of GET /api/media/{fileName}, which serves the file (for `<img src>` and links). */
export function mediaUrl(client: ApiClient, fileName: string): string {
  return client.url('property', mediaPath(fileName));
}

/**
 * POST /api/media/upload (docs/decisions.md): multipart `file` and optional `folder`; the answer is
 * the stored name as text. Progress is reported and the upload can be cancelled.
 */
export async function uploadMedia(client: ApiClient, input: MediaUploadInput, options: PropertyUploadOptions = {}): Promise<UploadedMedia> {
  const fileName = await client.upload({
    host: 'property',
    path: '/api/media/upload',
    fields: { file: input.file, folder: input.folder },
    schema: storedNameDecoder,
    responseType: 'text',
    timeoutMs: mediaUploadTimeoutMs,
    signal: options.signal,
    onProgress: options.onProgress,
  });
  return { fileName, path: mediaPath(fileName) };
}
