const typesByExtension: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  csv: 'text/csv',
  txt: 'text/plain',
  json: 'application/json',
};

/** The extension of a file name, lower case with its dot (`.png`), or `''`. */
export function fileExtension(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return match?.[1] ? `.${match[1].toLowerCase()}` : '';
}

/** The MIME type a file name implies, `application/octet-stream` when unknown. */
export function contentTypeFor(name: string): string {
  return typesByExtension[fileExtension(name).slice(1)] ?? 'application/octet-stream';
}

/**
 * The media types the specs accept (spec 2 section 5, spec 3 section 5): images JPEG, PNG, GIF,
 * WebP; videos MP4, AVI, MOV, WMV, WebM, MKV. The only types the sandbox serves an upload as.
 */
export const acceptedMediaTypes = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/x-msvideo',
  'video/quicktime',
  'video/x-ms-wmv',
  'video/webm',
  'video/x-matroska',
] as const;

/** One of {@link acceptedMediaTypes}. */
export type AcceptedMediaType = (typeof acceptedMediaTypes)[number];

function asciiAt(bytes: Uint8Array, offset: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

const asfHeader = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
const ebmlHeader = [0x1a, 0x45, 0xdf, 0xa3];
// ISO media files whose brand says image (AVIF, HEIF): not among the accepted types.
const isoImageBrands = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);
// QuickTime files older than the ftyp box open straight on one of these atoms.
const quickTimeAtoms = new Set(['moov', 'mdat', 'wide']);

function isoMediaType(bytes: Uint8Array): AcceptedMediaType | undefined {
  const box = asciiAt(bytes, 4, 4);
  if (quickTimeAtoms.has(box)) return 'video/quicktime';
  if (box !== 'ftyp' || bytes.length < 12) return undefined;
  const brand = asciiAt(bytes, 8, 4);
  if (isoImageBrands.has(brand)) return undefined;
  return brand === 'qt  ' ? 'video/quicktime' : 'video/mp4';
}

/**
 * The accepted media type the bytes are, read from their magic numbers, or undefined when they are
 * none of {@link acceptedMediaTypes}. What a client declares, or the name's extension, never counts:
 * a browser renders by the served type, so only the bytes may decide it.
 */
export function detectMediaType(bytes: Uint8Array): AcceptedMediaType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const head = asciiAt(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (asciiAt(bytes, 0, 4) === 'RIFF') {
    const form = asciiAt(bytes, 8, 4);
    if (form === 'WEBP') return 'image/webp';
    if (form === 'AVI ') return 'video/x-msvideo';
    return undefined;
  }
  if (startsWith(bytes, asfHeader)) return 'video/x-ms-wmv';
  if (startsWith(bytes, ebmlHeader)) return asciiAt(bytes, 0, 64).includes('webm') ? 'video/webm' : 'video/x-matroska';
  return isoMediaType(bytes);
}

/** Whether a served type is an image or a video, which a browser shows rather than runs. */
export function isImageOrVideo(type: string): boolean {
  return (acceptedMediaTypes as readonly string[]).includes(type);
}

const byteOrderMarks = [[0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff]] as const;

/**
 * Whether the bytes open as markup (HTML, SVG, XML): after a byte order mark and white space, a `<`
 * (in UTF-8 or UTF-16). Such a file carries script as soon as a browser renders it as a document.
 */
export function isMarkup(bytes: Uint8Array): boolean {
  const mark = byteOrderMarks.find((candidate) => startsWith(bytes, candidate));
  const wide = mark !== undefined && mark.length === 2;
  const step = wide ? 2 : 1;
  const textOffset = mark && mark[0] === 0xfe ? 1 : 0;
  for (let index = (mark?.length ?? 0) + textOffset; index < bytes.length; index += step) {
    const byte = bytes[index];
    if (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c) continue;
    if (!wide && byte === 0x00) continue;
    return byte === 0x3c;
  }
  return false;
}
