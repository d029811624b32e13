/** What the file validators read of a browser `File` (any object with these three fields will do). */
export interface FileFacts {
  readonly name: string;
  /** The MIME type the browser reports; may be empty. */
  readonly type: string;
  /** Size in bytes. */
  readonly size: number;
}

/** Image extensions the general media upload accepts (spec 3 section 5, spec 2 section 5). */
export const imageFileExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

/** Video extensions the general media upload accepts; a file counts as video by these (spec 2 section 5). */
export const videoFileExtensions = ['mp4', 'avi', 'mov', 'wmv', 'webm', 'mkv'] as const;

/** Image MIME types of the general media upload and the property form (spec 3 section 5). */
export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/**
 * Video MIME types of the general media upload (spec 3 section 5), with the names browsers report for
 * AVI, MOV, WMV and MKV.
 */
export const videoMimeTypes = [
  'video/mp4',
  'video/x-msvideo',
  'video/avi',
  'video/quicktime',
  'video/x-ms-wmv',
  'video/webm',
  'video/x-matroska',
] as const;

/** Bytes in one megabyte as the specs count them (10 MB = 10485760 bytes, spec 1 section 5). */
export const bytesPerMegabyte = 1024 * 1024;

/**
 * The lower-case extension of a file name or URL path ('' when there is none). Query and fragment are
 * ignored so a media URL can be asked too.
 */
export function fileExtension(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/, 1)[0] ?? '';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  return dot < 0 ? '' : lastSegment.slice(dot + 1).toLowerCase();
}

/** The MIME type without parameters, lower-cased ('image/PNG; x=1' reads 'image/png'). */
export function mimeEssence(type: string): string {
  return (type.split(';', 1)[0] ?? '').trim().toLowerCase();
}
