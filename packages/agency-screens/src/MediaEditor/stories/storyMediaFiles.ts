/** The `File` class to make files with: a test under jsdom passes jsdom's, the class an input hands out. */
type FileClass = typeof File;

// The first bytes of each kind, so the editor's content check and the sandbox's type sniffing see real files.
const pngPixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const mp4Head = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 0, 0];

/** A 1 x 1 PNG, as if chosen from the disk. */
export function pngFile(name: string, FileType: FileClass = File): File {
  return new FileType([Uint8Array.from(atob(pngPixel), (character) => character.charCodeAt(0))], name, { type: 'image/png' });
}

/** The start of an MP4 (no frames a browser can draw, so its thumbnail is the video icon). */
export function mp4File(name: string, FileType: FileClass = File): File {
  return new FileType([Uint8Array.from(mp4Head)], name, { type: 'video/mp4' });
}

/** A PDF renamed to `.mp4`: named a video, not one. */
export function pdfNamedMp4(name = 'brochure.mp4', FileType: FileClass = File): File {
  return new FileType(['%PDF-1.7\n%...'], name, { type: 'video/mp4' });
}

/** A 0-byte file with an accepted name. */
export function emptyFile(name = 'empty.jpg', FileType: FileClass = File): File {
  return new FileType([], name, { type: 'image/jpeg' });
}

/** Thirty photos chosen at once. */
export function thirtyPhotos(FileType: FileClass = File): File[] {
  return Array.from({ length: 30 }, (_, index) => pngFile(`photo-${String(index + 1).padStart(2, '0')}.png`, FileType));
}
