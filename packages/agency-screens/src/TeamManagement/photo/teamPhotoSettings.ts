import { imageLimits, mediaLimits } from '@marketplace/domain';

/**
 * The team member photo beyond the spec (issue 15): the chosen picture is cropped to a square and,
 * when the crop is still larger than the spec's 2 MB, compressed in the browser before it is
 * uploaded. The source may therefore be a camera photo of up to the shared media limit (10 MB); what
 * is uploaded never exceeds 2 MB.
 */
export const teamPhotoSettings = {
  /** The largest file accepted as the source of a crop. */
  sourceMaxBytes: mediaLimits.sharedUploadMaxBytes,
  /** The largest file uploaded (spec 2 sections 5 and 9). */
  uploadMaxBytes: imageLimits.teamImageMaxBytes,
  /** The crop's side is the chosen area's, at most this: a portrait never shows larger. */
  outputMaxSidePx: 1024,
  /** JPEG quality of the crop. */
  jpegQuality: 0.9,
  /** The upload helper's folder. */
  folder: 'team',
  /** The crop dialog's zoom range and keyboard step. */
  zoom: { min: 1, max: 3, step: 0.1 },
} as const;
