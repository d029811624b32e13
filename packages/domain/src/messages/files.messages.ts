/** Messages of the file validators and the shared upload helper (all three specs). */
export const filesMessages = {
  /** Spec 1 section 5: CSV by type or '.csv' name. */
  csvInvalidType: 'Please select a valid CSV file',
  csvTooLarge: (maxMb: number) => `File size must be less than ${maxMb}MB`,
  csvEmpty: 'File cannot be empty',
  /** Spec 3 section 5: the shared media validator's type check. */
  mediaInvalidType:
    'Invalid file type. Only images (JPEG, PNG, GIF, WebP) and videos (MP4, AVI, MOV, WMV, WebM, MKV) are allowed.',
  /** Spec 3 section 5: the shared validator's and the edit form's size check; the limit is the caller's. */
  tooLarge: (maxMb: number) => `File size should not exceed ${maxMb}MB`,
  /** Spec 3 section 5: the edit form's image pick. */
  imageTypeNotAllowed: 'Please upload only JPG, PNG, or GIF files',
  /** Profile and team image pickers accept images only; their message is not in the specs. */
  notAnImage: 'Please select an image file (JPEG, PNG, GIF or WebP).',
  /** The fallback when a validator gives no message. */
  invalidFile: 'Invalid file',
  uploadFailed: 'Upload failed',
  uploadFailedWithStatus: (status: number, text: string) => `Upload failed: ${status} - ${text}`,
  noFilenameReturned: 'No filename returned from upload',
  fileUploadFailed: 'File upload failed',
};
