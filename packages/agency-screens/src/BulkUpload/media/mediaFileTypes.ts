import {
  bytesPerMegabyte,
  imageFileExtensions,
  imageMimeTypes,
  isVideoFileName,
  mediaLimits,
  videoFileExtensions,
  videoMimeTypes,
  type UploadedMediaItem,
} from '@marketplace/domain';

/** The shared media validator's limit in megabytes (spec 3 section 5: 10 MB), as its messages state it. */
export const mediaUploadMaxMegabytes = mediaLimits.sharedUploadMaxBytes / bytesPerMegabyte;

/**
 * What the file chooser offers: the MIME types and the extensions the shared validator accepts, so a
 * video whose type the browser does not know (often MKV or WMV) can still be picked.
 */
export const mediaAcceptedFileTypes: readonly string[] = [
  ...imageMimeTypes,
  ...videoMimeTypes,
  ...[...imageFileExtensions, ...videoFileExtensions].map((extension) => `.${extension}`),
];

/** Whether an uploaded item is a video (by its MIME type, else by its name), so it gets no picture thumbnail. */
export function isVideoMedia(item: Pick<UploadedMediaItem, 'name' | 'type'>): boolean {
  return item.type.toLowerCase().startsWith('video/') || isVideoFileName(item.name);
}
