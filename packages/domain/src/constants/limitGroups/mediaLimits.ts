import { SECOND } from '../timeUnits';
import { megabytes } from './megabytes';

/** Media upload and copy-URL list: S1 2.2 and 9, S2 5 and 9, S3 5 and 9. */
export const mediaLimits = {
  sharedUploadMaxBytes: megabytes(10),
  additionalMediaMaxBytes: megabytes(10),
  copyIndicatorMs: 2 * SECOND,
} as const;
