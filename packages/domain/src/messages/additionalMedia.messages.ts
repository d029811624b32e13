import { filesMessages } from './files.messages';

/** The Additional Media editor of the property form (spec 2 section 5, spec 3 section 3). */
export const additionalMediaMessages = {
  title: 'Additional Media',
  addMedia: 'Add Media',
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
  invalidFile: filesMessages.invalidFile,
  uploadFailed: filesMessages.uploadFailed,
};
