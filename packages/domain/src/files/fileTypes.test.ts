import { describe, expect, it } from 'vitest';
import { fileExtension, mimeEssence } from './fileTypes';

describe('fileExtension', () => {
  it.each([
    ['photo.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    ['/api/media/clip.mp4?x=1#t', 'mp4'],
    ['https://cdn.ae/dir.v2/file', ''],
    ['noextension', ''],
    ['trailingdot.', ''],
    ['', ''],
  ])('%j has extension %j', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('mimeEssence', () => {
  it('drops parameters, spaces and case', () => {
    expect(mimeEssence(' Image/PNG ; q=1')).toBe('image/png');
    expect(mimeEssence('')).toBe('');
  });
});
