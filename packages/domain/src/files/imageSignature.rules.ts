/**
 * What a file's first bytes say it is, for the pictures a browser can show and crop (issue 13, point
 * 14). A file's type and name are whatever the user's system says; these bytes are what the image
 * decoder will read. SVG is not among them: it is text that can carry script.
 */

/** The raster image formats recognised by their first bytes. */
export type ImageSignature = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'avif';

/** How many of a file's first bytes {@link imageSignature} reads. */
export const imageSignatureLength = 16;

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  return expected.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/** The image format the bytes begin with, or null when they begin no image (a PDF, text, SVG, an empty file). */
export function imageSignature(bytes: Uint8Array): ImageSignature | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('BM'))) return 'bmp';
  if (startsWith(bytes, ascii('ftypavif'), 4) || startsWith(bytes, ascii('ftypavis'), 4)) return 'avif';
  return null;
}

/** Whether an image type or file name is SVG, which a picture must not be: it can carry script. */
export function isSvgImage(file: { readonly name: string; readonly type: string }): boolean {
  return /svg/i.test(file.type) || /\.svgz?$/i.test(file.name);
}
