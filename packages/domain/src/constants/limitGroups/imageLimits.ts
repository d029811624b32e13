import { megabytes } from './megabytes';

/** Image pickers: S1 5 and 9 (profile and team 2 MB), S3 5 and 9 (property form and edit form 5 MB). */
export const imageLimits = {
  profileImageMaxBytes: megabytes(2),
  teamImageMaxBytes: megabytes(2),
  propertyImageMaxBytes: megabytes(5),
} as const;
