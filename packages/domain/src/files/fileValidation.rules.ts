import { isSvgImage } from './imageSignature.rules';
import {
  bytesPerMegabyte,
  fileExtension,
  imageFileExtensions,
  imageMimeTypes,
  mimeEssence,
  videoFileExtensions,
  videoMimeTypes,
  type FileFacts,
} from './fileTypes';

/** Why a file was refused: the catalogue owns the words, screens map each reason to a message. */
export type FileRejectionReason = 'unsupported-type' | 'too-large' | 'empty';

/** The outcome of a file check. */
export type FileCheck<Reason extends FileRejectionReason = FileRejectionReason> =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: Reason };

const accepted = { ok: true } as const;

function refuse<Reason extends FileRejectionReason>(reason: Reason): FileCheck<Reason> {
  return { ok: false, reason };
}

// Spec limits are stated as "larger than" / "at most": a file of exactly the limit passes.
function isTooLarge(file: FileFacts, maxBytes: number): boolean {
  return file.size > maxBytes;
}

function hasType(file: FileFacts, mimeTypes: readonly string[], extensions: readonly string[]): boolean {
  return mimeTypes.includes(mimeEssence(file.type)) || extensions.includes(fileExtension(file.name));
}

const csvMimeTypes = ['text/csv', 'application/csv', 'text/comma-separated-values'];

/**
 * The bulk-upload CSV file (spec 1 section 5), checked in the spec's order: a CSV type or a name
 * ending `.csv` (else 'unsupported-type'), larger than the limit ('too-large'), empty ('empty').
 *
 * @param maxBytes @default 10485760 (10 MB, spec 1 sections 5 and 9)
 */
export function validateCsvFile(file: FileFacts, maxBytes: number = 10 * bytesPerMegabyte): FileCheck {
  if (!hasType(file, csvMimeTypes, ['csv'])) return refuse('unsupported-type');
  if (isTooLarge(file, maxBytes)) return refuse('too-large');
  if (file.size <= 0) return refuse('empty');
  return accepted;
}

const mediaMimeTypes: readonly string[] = [...imageMimeTypes, ...videoMimeTypes];
const mediaExtensions: readonly string[] = [...imageFileExtensions, ...videoFileExtensions];

/**
 * The shared media upload (spec 3 section 5, spec 2 section 5): JPEG, PNG, GIF, WebP, MP4, AVI, MOV,
 * WMV, WebM or MKV, by MIME type or by extension; at most `maxMegabytes`.
 *
 * @param maxMegabytes @default 10 (spec 3 section 9; the caller can set the limit)
 */
export function validateMediaFile(
  file: FileFacts,
  maxMegabytes = 10,
): FileCheck<'unsupported-type' | 'too-large'> {
  if (!hasType(file, mediaMimeTypes, mediaExtensions)) return refuse('unsupported-type');
  if (isTooLarge(file, maxMegabytes * bytesPerMegabyte)) return refuse('too-large');
  return accepted;
}

/**
 * An image of the property form (spec 3 section 5): jpeg, png, gif or webp, by MIME type or by
 * extension; at most 5 MB.
 *
 * @param maxBytes @default 5242880 (5 MB, spec 3 section 9)
 */
export function validatePropertyImage(
  file: FileFacts,
  maxBytes: number = 5 * bytesPerMegabyte,
): FileCheck<'unsupported-type' | 'too-large'> {
  if (!hasType(file, imageMimeTypes, imageFileExtensions)) return refuse('unsupported-type');
  if (isTooLarge(file, maxBytes)) return refuse('too-large');
  return accepted;
}

const editFormImageMimeTypes = ['image/jpeg', 'image/png', 'image/gif'];

/**
 * An image picked in the property edit form (spec 3 section 5): only image/jpeg, image/png or
 * image/gif by MIME type (the spec names MIME types, so the extension does not count); at most
 * 5242880 bytes.
 *
 * @param maxBytes @default 5242880 (spec 3 section 5)
 */
export function validateEditFormImage(
  file: FileFacts,
  maxBytes: number = 5 * bytesPerMegabyte,
): FileCheck<'unsupported-type' | 'too-large'> {
  if (!editFormImageMimeTypes.includes(mimeEssence(file.type))) return refuse('unsupported-type');
  if (isTooLarge(file, maxBytes)) return refuse('too-large');
  return accepted;
}

/**
 * A profile, cover or team-member picture (spec 1 section 5, spec 2 section 5): any `image/*` type
 * but SVG (by type or name: it can carry script, issue 13), at most the limit. What the bytes are is
 * the caller's second check (`imageSignature`).
 *
 * @param maxMegabytes @default 2 (spec 1 section 9, spec 2 section 9)
 */
export function validateProfileImage(
  file: FileFacts,
  maxMegabytes = 2,
): FileCheck<'unsupported-type' | 'too-large'> {
  if (!mimeEssence(file.type).startsWith('image/') || isSvgImage(file)) return refuse('unsupported-type');
  if (isTooLarge(file, maxMegabytes * bytesPerMegabyte)) return refuse('too-large');
  return accepted;
}
