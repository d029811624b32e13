import { bulkUploadMediaMessages } from './bulkUploadMedia.messages';
import { bulkUploadTemplatesMessages } from './bulkUploadTemplates.messages';
import { bulkUploadValidationMessages } from './bulkUploadValidation.messages';

/** Bulk Upload Properties (spec 1 sections 2.2, 5 and 8). File-type checks live in `files`. */
export const bulkUploadMessages = {
  title: 'Bulk Upload Properties',
  media: bulkUploadMediaMessages,
  templates: bulkUploadTemplatesMessages,
  validation: bulkUploadValidationMessages,
  csv: {
    title: 'CSV File',
    dropHint: 'Drag and drop your CSV file here, or',
    chooseFile: 'Choose File',
    selectedFile: (fileName: string) => `Selected file: ${fileName}`,
    progressLabel: 'Upload progress',
    progress: (percent: number) => `${percent}%`,
    uploadProperties: 'Upload Properties',
    uploading: 'Uploading...',
  },
  result: {
    success: 'Upload Successful!',
    failed: 'Upload Failed',
  },
  guidelines: {
    title: 'Guidelines',
    requiredFields: 'Required fields: name, amount, landArea, address',
    optionalFields: 'Optional fields: projectIdOfThis, deletedAt, rejectedOrBlockReason, deletedReason',
    dates: 'Dates in M/D/YYYY format',
    booleans: 'Booleans as TRUE/FALSE',
    encoding: 'UTF-8 encoding recommended',
    columns: (count: number) => `The file must have all ${count} template columns`,
    maxSize: (maxMb: number) => `Maximum file size ${maxMb}MB`,
  },
  ok: 'OK',
  selectFile: 'Please select a file',
  missingColumns: (columns: readonly string[]) => `Missing required columns: ${columns.join(', ')}`,
  wrongColumnCount: (expected: number, found: number) =>
    `Expected ${expected} columns, but found ${found}. Please use the template file.`,
  networkError:
    'Network error: Unable to connect to server. Please check your internet connection and try again.',
  networkErrorScreen: 'Unable to connect to the server. Please check your internet connection and try again.',
  timeout: 'Upload request timed out. Please try again with a smaller file or check your internet connection.',
  cancelled: 'Upload was cancelled.',
  failed: 'Upload failed. Please try again.',
  failedShort: 'Upload failed',
  unexpectedResponse: 'Unexpected error processing server response',
  succeeded: 'File uploaded and properties saved successfully.',
  modalTitles: {
    uploadFailed: 'Upload Failed',
    authenticationError: 'Authentication Error',
    profileError: 'Profile Error',
    unexpectedError: 'Unexpected Error',
    applicationError: 'Application Error',
    fileSelectionError: 'File Selection Error',
    mediaUploadFailed: 'Media Upload Failed',
    copyFailed: 'Copy Failed',
    downloadFailed: 'Download Failed',
    uploadSuccessful: 'Upload Successful!',
    templateDownloaded: 'Template Downloaded',
    mediaUploaded: 'Media Uploaded Successfully',
    urlCopied: 'URL Copied!',
    fileRemoved: 'File Removed',
  },
  modalBodies: {
    templateDownloaded: (fileName: string) => `${fileName} has been downloaded.`,
    mediaUploaded: (count: number) => (count === 1 ? '1 file uploaded.' : `${count} files uploaded.`),
    urlCopied: 'The URL has been copied to your clipboard.',
    fileRemoved: (fileName: string) => `${fileName} has been removed from the list.`,
    copyFailed: 'The URL could not be copied. Please copy it manually.',
    downloadFailed: 'The template could not be downloaded. Please try again.',
  },
};
