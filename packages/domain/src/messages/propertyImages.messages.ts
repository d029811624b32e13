import { filesMessages } from './files.messages';

/** The property form's three images: choosing, previews and refusals (spec 3 sections 2.6 and 5). */
export const propertyImagesMessages = {
  title: 'Property Images',
  /** Each image's drop target: its visible invitation and accessible name. */
  dropImage: (label: string) => `Drag and drop the ${label} here`,
  /** Under the edit form's drop targets: the types and size its pick accepts (spec 3 section 5). */
  editHint: (maxMb: number) => `JPG, PNG or GIF, up to ${maxMb}MB`,
  /** A chosen file waiting for the save (spec 3 section 5: 'A new image is uploaded on save.'). */
  pendingUpload: (fileName: string) => `${fileName} will be uploaded when you save.`,
  /**
   * The create form's type refusal: the shared validator's message without its video half, since
   * an image slot takes no video (spec 3 section 5).
   */
  invalidType: 'Invalid file type. Only images (JPEG, PNG, GIF, WebP) are allowed.',
  /** Spec 3 section 5: the edit form's type refusal. */
  editInvalidType: filesMessages.imageTypeNotAllowed,
  /** Spec 3 section 5: the size refusal of both forms. */
  tooLarge: filesMessages.tooLarge,
  /** Issue 17, bad input: a 0-byte file. */
  emptyFile: 'The file is empty (0 bytes). Choose another image.',
  /** Issue 17, bad input: a file named as an image whose bytes are not one. */
  notAnImage: 'The file is named as an image but its contents are not an image. Choose another file.',
  /** Spec 3 section 5: the fallback when a check gives no message (a file that cannot be read). */
  invalidFile: filesMessages.invalidFile,
};
