import { SECOND } from '../timeUnits';
import { megabytes } from './megabytes';

/** Bulk CSV upload: S1 2.2, 4, 5 and 9. */
export const csvUploadLimits = {
  maxFileBytes: megabytes(10),
  columnCount: 39,
  uploadTimeoutMs: 300_000,
  selectionClearMs: 3 * SECOND,
  templateSampleRows: 3,
  dateFormat: 'M/D/YYYY',
} as const;
