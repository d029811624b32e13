import { bulkUploadMessages } from '../messages/bulkUpload.messages';
import { filesMessages } from '../messages/files.messages';
import { bytesPerMegabyte } from './fileTypes';
import type { CsvHeaderCheck } from './csvHeader.rules';
import type { FileCheck } from './fileValidation.rules';

/**
 * The message of a refused CSV file (spec 1 section 5): 'Please select a valid CSV file', 'File size
 * must be less than 10MB', 'File cannot be empty'; null when the file passed.
 *
 * @param maxBytes the limit the file was checked against @default 10485760
 */
export function csvFileCheckMessage(check: FileCheck, maxBytes = 10 * bytesPerMegabyte): string | null {
  if (check.ok) return null;
  switch (check.reason) {
    case 'unsupported-type':
      return filesMessages.csvInvalidType;
    case 'too-large':
      return filesMessages.csvTooLarge(Math.round(maxBytes / bytesPerMegabyte));
    case 'empty':
      return filesMessages.csvEmpty;
  }
}

/**
 * The message of a refused header (spec 1 section 5): 'Missing required columns: ...' or 'Expected 39
 * columns, but found N. Please use the template file.'; null when the header passed.
 */
export function csvHeaderCheckMessage(check: CsvHeaderCheck): string | null {
  if (check.ok) return null;
  return check.reason === 'missing-columns'
    ? bulkUploadMessages.missingColumns(check.missing)
    : bulkUploadMessages.wrongColumnCount(check.expected, check.found);
}
