import { imageLimits } from '@marketplace/domain';

/** The `File` class to make files with: a test under jsdom passes jsdom's, the class an input hands out. */
type FileClass = typeof File;

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));
// A whole 1 x 1 PNG, so a browser can draw the preview.
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const webpHead = [...ascii('RIFF'), 0x1a, 0, 0, 0, ...ascii('WEBPVP8 ')];

/** The files a user may pick for a property image, good and bad (issue 17, bad input). */
export const propertyImageFiles = {
  /** A 1 x 1 PNG. */
  png: (name = 'front.png', FileType: FileClass = File) =>
    new FileType([Uint8Array.from(atob(onePixelPng), (character) => character.charCodeAt(0))], name, { type: 'image/png' }),
  /** The start of a WebP: accepted by the create form, refused by the edit form. */
  webp: (name = 'plan.webp', FileType: FileClass = File) => new FileType([Uint8Array.from(webpHead)], name, { type: 'image/webp' }),
  /** A text file renamed to `.png`: named an image, not one. */
  textNamedPng: (name = 'notes.png', FileType: FileClass = File) => new FileType(['Meeting notes: call the developer'], name, { type: 'image/png' }),
  /** A 0-byte file with an image's name and type. */
  empty: (name = 'empty.jpg', FileType: FileClass = File) => new FileType([], name, { type: 'image/jpeg' }),
  /** One byte over the 5 MB limit (5242880 bytes). */
  tooLarge: (name = 'huge.jpg', FileType: FileClass = File) =>
    new FileType([new Uint8Array(imageLimits.propertyImageMaxBytes + 1)], name, { type: 'image/jpeg' }),
};
