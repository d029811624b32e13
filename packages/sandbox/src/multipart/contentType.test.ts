import { describe, expect, it } from 'vitest';
import { contentTypeFor, detectMediaType, fileExtension, isImageOrVideo, isMarkup } from './contentType';

describe('fileExtension', () => {
  it.each([
    ['photo.PNG', '.png'],
    ['archive.tar.gz', '.gz'],
    ['README', ''],
    ['.env', '.env'],
    ['name.', ''],
  ])('%s -> %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.JPEG', 'image/jpeg'],
    ['a.webp', 'image/webp'],
    ['tour.mp4', 'video/mp4'],
    ['properties.csv', 'text/csv'],
    ['a.bin', 'application/octet-stream'],
    ['noextension', 'application/octet-stream'],
  ])('%s -> %s', (name, type) => {
    expect(contentTypeFor(name)).toBe(type);
  });
});

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const bytesOf = (...parts: (readonly number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? ascii(part) : [...part])));

describe('detectMediaType', () => {
  it.each([
    ['JPEG', bytesOf([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['PNG', bytesOf([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['GIF89a', bytesOf('GIF89a', [1, 0]), 'image/gif'],
    ['GIF87a', bytesOf('GIF87a'), 'image/gif'],
    ['WebP', bytesOf('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['AVI', bytesOf('RIFF', [0, 0, 0, 0], 'AVI LIST'), 'video/x-msvideo'],
    ['MP4', bytesOf([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
    ['MOV', bytesOf([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime'],
    ['MOV without ftyp', bytesOf([0, 0, 0, 0x08], 'wide'), 'video/quicktime'],
    ['WMV', bytesOf([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c]), 'video/x-ms-wmv'],
    ['WebM', bytesOf([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'), 'video/webm'],
    ['MKV', bytesOf([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'), 'video/x-matroska'],
  ])('%s', (_, bytes, type) => {
    expect(detectMediaType(bytes)).toBe(type);
    expect(isImageOrVideo(type)).toBe(true);
  });

  it.each([
    ['nothing', bytesOf()],
    ['text', bytesOf('hello, not a picture')],
    ['a PNG signature cut short', bytesOf([0x89], 'PNG', [0x0d, 0x0a])],
    ['SVG', bytesOf('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['PDF', bytesOf('%PDF-1.7')],
    ['a RIFF that is audio', bytesOf('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['AVIF, an ISO image outside the accepted types', bytesOf([0, 0, 0, 0x1c], 'ftypavif')],
    ['zeros', new Uint8Array(64)],
  ])('none for %s', (_, bytes) => {
    expect(detectMediaType(bytes)).toBeUndefined();
  });

  it('counts only accepted images and videos as such', () => {
    for (const type of ['image/svg+xml', 'text/html', 'application/octet-stream', 'image/avif']) expect(isImageOrVideo(type)).toBe(false);
  });
});

describe('isMarkup', () => {
  const utf16 = (text: string, littleEndian: boolean) => {
    const units = [...text].flatMap((character) => (littleEndian ? [character.charCodeAt(0), 0] : [0, character.charCodeAt(0)]));
    return new Uint8Array([...(littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]), ...units]);
  };

  it.each([
    ['HTML', bytesOf('<!doctype html><script>alert(1)</script>')],
    ['SVG after white space', bytesOf(' \r\n\t<svg onload="alert(1)"/>')],
    ['XML after a UTF-8 byte order mark', bytesOf([0xef, 0xbb, 0xbf], '<?xml version="1.0"?>')],
    ['UTF-16 little-endian HTML', utf16(' <html>', true)],
    ['UTF-16 big-endian SVG', utf16('<svg/>', false)],
  ])('%s is markup', (_, bytes) => {
    expect(isMarkup(bytes)).toBe(true);
  });

  it.each([
    ['text mentioning a tag later', bytesOf('notes: <b>bold</b>')],
    ['a PNG', bytesOf([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['CSV', bytesOf('name,amount\nVilla,1200000')],
    ['white space only', bytesOf('  \n')],
    ['nothing', bytesOf()],
  ])('%s is not', (_, bytes) => {
    expect(isMarkup(bytes)).toBe(false);
  });
});
