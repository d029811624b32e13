import { describe, expect, it } from 'vitest';
import { contentTypeFor, fileExtension } from './contentType';

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
