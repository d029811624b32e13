import { filesMessages } from './files.messages';

/** The Additional Media editor of the property form (spec 2 section 5, spec 3 sections 3 and 5; issue 16). */
export const additionalMediaMessages = {
  title: 'Additional Media',
  addMedia: 'Add Media',
  /** The drop zone's invitation and accessible name. */
  dropFiles: 'Drag and drop images or videos here',
  uploading: 'Uploading...',
  supportedFormats:
    'Supported images: JPEG, PNG, GIF, WebP. Supported videos: MP4, AVI, MOV, WMV, WebM, MKV.',
  maxSize: (maxMb: number) => `Maximum file size ${maxMb}MB`,
  mediaTypes: {
    1: 'Image',
    2: 'Video',
  },
  featured: 'Featured',
  markFeatured: 'Mark as featured',
  descriptionLabel: 'Description',
  descriptionPlaceholder: 'Describe this media...',
  remove: 'Remove',
  removeItem: (name: string) => `Remove ${name}`,
  empty: 'No additional media added',
  /** How to reorder without a pointer, under the list. */
  reorderHint: 'Drag a file by its handle to reorder. With the keyboard: move to the handle, press Enter, choose a place with the arrow keys and press Enter again.',
  /** A file waiting for one of the uploads ahead of it to finish. */
  queued: 'Waiting to upload',
  retry: 'Retry',
  retryItem: (name: string) => `Retry uploading ${name}`,
  /** A file whose upload was lost (the editor was closed while it ran); it must be added again. */
  notUploaded: 'Not uploaded. Remove it and add the file again.',
  /** Spec 2 section 5: the two failures, as the heading of a refused file and of a failed upload. */
  invalidFile: filesMessages.invalidFile,
  uploadFailed: filesMessages.uploadFailed,
  /** Spec 3 section 5: the shared validator's messages. */
  invalidType: filesMessages.mediaInvalidType,
  tooLarge: filesMessages.tooLarge,
  emptyFile: 'The file is empty (0 bytes).',
  notAVideo: 'The file is named as a video but its contents are not a video.',
  notAnImage: 'The file is named as an image but its contents are not a JPEG, PNG, GIF or WebP image.',
  /** Closes one refused file's message. */
  dismissRefusal: (name: string) => `Dismiss the message about ${name}`,
  /** The region listing refused files. */
  refusedFiles: 'Files not added',
};
