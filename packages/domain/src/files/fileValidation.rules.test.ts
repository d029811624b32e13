import { describe, expect, it } from 'vitest';
import type { FileFacts } from './fileTypes';
import {
  validateCsvFile,
  validateEditFormImage,
  validateMediaFile,
  validateProfileImage,
  validatePropertyImage,
} from './fileValidation.rules';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000): FileFacts => ({ name, type, size });

describe('validateCsvFile', () => {
  it('accepts a CSV by type or by name', () => {
    expect(validateCsvFile(file('list.txt', 'text/csv'))).toEqual({ ok: true });
    expect(validateCsvFile(file('list.txt', 'application/csv'))).toEqual({ ok: true });
    expect(validateCsvFile(file('list.txt', 'text/comma-separated-values'))).toEqual({ ok: true });
    expect(validateCsvFile(file('LIST.CSV', ''))).toEqual({ ok: true });
    expect(validateCsvFile(file('list.csv', 'application/vnd.ms-excel'))).toEqual({ ok: true });
  });

  it('refuses other files first', () => {
    expect(validateCsvFile(file('list.xlsx', 'application/vnd.ms-excel', 0))).toEqual({
      ok: false,
      reason: 'unsupported-type',
    });
    expect(validateCsvFile(file('csv', 'text/plain'))).toEqual({ ok: false, reason: 'unsupported-type' });
  });

  it('refuses files larger than 10485760 bytes, exactly the limit passing', () => {
    expect(validateCsvFile(file('a.csv', 'text/csv', 10485760))).toEqual({ ok: true });
    expect(validateCsvFile(file('a.csv', 'text/csv', 10485761))).toEqual({ ok: false, reason: 'too-large' });
    expect(validateCsvFile(file('a.csv', 'text/csv', 101), 100)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('refuses empty files', () => {
    expect(validateCsvFile(file('a.csv', 'text/csv', 0))).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('validateMediaFile', () => {
  it.each([
    ['a.bin', 'image/jpeg'],
    ['a.bin', 'image/png'],
    ['a.bin', 'image/gif'],
    ['a.bin', 'image/webp'],
    ['a.bin', 'video/mp4'],
    ['a.bin', 'video/x-msvideo'],
    ['a.bin', 'video/quicktime'],
    ['a.bin', 'video/x-ms-wmv'],
    ['a.bin', 'video/webm'],
    ['a.bin', 'VIDEO/X-MATROSKA'],
    ['a.JPG', ''],
    ['a.jpeg', ''],
    ['a.webp', 'application/octet-stream'],
    ['a.mkv', ''],
    ['a.wmv', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(validateMediaFile(file(name, type))).toEqual({ ok: true });
  });

  it('refuses other types', () => {
    expect(validateMediaFile(file('a.svg', 'image/svg+xml'))).toEqual({ ok: false, reason: 'unsupported-type' });
    expect(validateMediaFile(file('a.pdf', 'application/pdf'))).toEqual({ ok: false, reason: 'unsupported-type' });
  });

  it('applies 10 MB by default and the limit the caller sets', () => {
    expect(validateMediaFile(file('a.mp4', 'video/mp4', 10 * MB))).toEqual({ ok: true });
    expect(validateMediaFile(file('a.mp4', 'video/mp4', 10 * MB + 1))).toEqual({ ok: false, reason: 'too-large' });
    expect(validateMediaFile(file('a.mp4', 'video/mp4', 3 * MB), 2)).toEqual({ ok: false, reason: 'too-large' });
    expect(validateMediaFile(file('a.mp4', 'video/mp4', 30 * MB), 50)).toEqual({ ok: true });
  });
});

describe('validatePropertyImage', () => {
  it('accepts jpeg, png, gif and webp by type or extension', () => {
    expect(validatePropertyImage(file('a', 'image/webp'))).toEqual({ ok: true });
    expect(validatePropertyImage(file('a.gif', ''))).toEqual({ ok: true });
    expect(validatePropertyImage(file('a', 'image/jpeg; charset=binary'))).toEqual({ ok: true });
  });

  it('refuses videos and other images', () => {
    expect(validatePropertyImage(file('a.mp4', 'video/mp4'))).toEqual({ ok: false, reason: 'unsupported-type' });
    expect(validatePropertyImage(file('a.bmp', 'image/bmp'))).toEqual({ ok: false, reason: 'unsupported-type' });
  });

  it('refuses more than 5 MB, or the given limit', () => {
    expect(validatePropertyImage(file('a.png', 'image/png', 5 * MB))).toEqual({ ok: true });
    expect(validatePropertyImage(file('a.png', 'image/png', 5 * MB + 1))).toEqual({ ok: false, reason: 'too-large' });
    expect(validatePropertyImage(file('a.png', 'image/png', 11), 10)).toEqual({ ok: false, reason: 'too-large' });
  });
});

describe('validateEditFormImage', () => {
  it('accepts only image/jpeg, image/png and image/gif by MIME type', () => {
    expect(validateEditFormImage(file('a', 'image/jpeg'))).toEqual({ ok: true });
    expect(validateEditFormImage(file('a', 'image/png'))).toEqual({ ok: true });
    expect(validateEditFormImage(file('a', 'image/gif'))).toEqual({ ok: true });
    expect(validateEditFormImage(file('a.webp', 'image/webp'))).toEqual({ ok: false, reason: 'unsupported-type' });
    expect(validateEditFormImage(file('a.jpg', ''))).toEqual({ ok: false, reason: 'unsupported-type' });
  });

  it('refuses more than 5242880 bytes, or the given limit', () => {
    expect(validateEditFormImage(file('a', 'image/png', 5242880))).toEqual({ ok: true });
    expect(validateEditFormImage(file('a', 'image/png', 5242881))).toEqual({ ok: false, reason: 'too-large' });
    expect(validateEditFormImage(file('a', 'image/png', 2), 1)).toEqual({ ok: false, reason: 'too-large' });
  });
});

describe('validateProfileImage', () => {
  it('accepts any image type and refuses the rest', () => {
    expect(validateProfileImage(file('a.bmp', 'image/bmp'))).toEqual({ ok: true });
    expect(validateProfileImage(file('a.png', ''))).toEqual({ ok: false, reason: 'unsupported-type' });
    expect(validateProfileImage(file('a.mp4', 'video/mp4'))).toEqual({ ok: false, reason: 'unsupported-type' });
  });

  it('refuses SVG, by type or by name, since it can carry script', () => {
    expect(validateProfileImage(file('logo.svg', 'image/svg+xml'))).toEqual({ ok: false, reason: 'unsupported-type' });
    expect(validateProfileImage(file('logo.svg', 'image/png'))).toEqual({ ok: false, reason: 'unsupported-type' });
  });

  it('applies 2 MB by default and the limit the caller sets', () => {
    expect(validateProfileImage(file('a', 'image/png', 2 * MB))).toEqual({ ok: true });
    expect(validateProfileImage(file('a', 'image/png', 2 * MB + 1))).toEqual({ ok: false, reason: 'too-large' });
    expect(validateProfileImage(file('a', 'image/png', 4 * MB), 5)).toEqual({ ok: true });
  });
});
