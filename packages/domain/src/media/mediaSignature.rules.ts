import type { MediaKind } from '../constants/mediaTypes';
import { imageSignature } from '../files/imageSignature.rules';

/**
 * What a file's first bytes say it is, for the additional media editor (issue 16, bad input): a file
 * counts as video by its extension (spec 2 section 5), but a renamed document called `tour.mp4` would
 * reach the server and the listing as a broken video. These bytes are what a player will read.
 */

/** The video containers recognised by their first bytes. */
export type VideoSignature = 'iso-media' | 'quicktime' | 'avi' | 'asf' | 'matroska';

/** How many of a file's first bytes {@link videoSignature} and {@link contentMatchesKind} read. */
export const mediaSignatureLength = 16;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + expected.length && expected.every((byte, index) => bytes[offset + index] === byte);
}

// Old QuickTime files may open on any of these atoms instead of `ftyp`.
const quickTimeAtoms = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].map(ascii);
// The ASF header object's GUID, which opens every WMV file.
const asfHeader = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11];
// EBML, which opens every Matroska and WebM file.
const ebmlHeader = [0x1a, 0x45, 0xdf, 0xa3];

/** The video container the bytes begin with, or null when they begin no video (a PDF, text, a picture, an empty file). */
export function videoSignature(bytes: Uint8Array): VideoSignature | null {
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'iso-media';
  if (quickTimeAtoms.some((atom) => startsWith(bytes, atom, 4))) return 'quicktime';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('AVI '), 8)) return 'avi';
  if (startsWith(bytes, asfHeader)) return 'asf';
  if (startsWith(bytes, ebmlHeader)) return 'matroska';
  return null;
}

const acceptedImageSignatures = new Set(['jpeg', 'png', 'gif', 'webp']);

/**
 * Whether a file's first bytes are of the kind its extension claims: for an image, JPEG, PNG, GIF or
 * WebP (the formats spec 3 section 5 accepts); for a video, any container of {@link videoSignature}.
 * The container is not matched to the extension: a phone's `.mov` is often MP4 inside, and plays.
 */
export function contentMatchesKind(bytes: Uint8Array, kind: MediaKind): boolean {
  if (kind === 'video') return videoSignature(bytes) !== null;
  const image = imageSignature(bytes);
  return image !== null && acceptedImageSignatures.has(image);
}
