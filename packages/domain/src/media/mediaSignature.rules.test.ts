import { describe, expect, it } from 'vitest';
import { contentMatchesKind, videoSignature } from './mediaSignature.rules';

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? ascii(part) : part)));

const mp4 = bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]);
const oldMov = bytes([0, 0, 0, 8], 'wide', [0, 0, 0, 0]);
const avi = bytes('RIFF', [0x10, 0, 0, 0], 'AVI LIST');
const wmv = bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9]);
const mkv = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x93, 0x42, 0x82, 0x88]);
const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0]);
const bmp = bytes('BM', [0, 0, 0, 0]);
const pdf = bytes('%PDF-1.7\n');

describe('videoSignature', () => {
  it.each([
    ['MP4 / MOV (ftyp)', mp4, 'iso-media'],
    ['old QuickTime (wide atom)', oldMov, 'quicktime'],
    ['AVI', avi, 'avi'],
    ['WMV (ASF header)', wmv, 'asf'],
    ['MKV / WebM (EBML)', mkv, 'matroska'],
  ] as const)('recognises %s', (_, head, expected) => {
    expect(videoSignature(head)).toBe(expected);
  });

  it.each([
    ['a PDF renamed .mp4', pdf],
    ['a PNG renamed .mp4', png],
    ['an empty file', new Uint8Array(0)],
    ['a RIFF that is WebP, not AVI', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['a truncated header', bytes([0, 0, 0, 0x20], 'ft')],
  ])('refuses %s', (_, head) => {
    expect(videoSignature(head)).toBeNull();
  });
});

describe('contentMatchesKind', () => {
  it('accepts a video container as a video and JPEG, PNG, GIF or WebP as an image', () => {
    expect(contentMatchesKind(mp4, 'video')).toBe(true);
    expect(contentMatchesKind(mkv, 'video')).toBe(true);
    expect(contentMatchesKind(png, 'image')).toBe(true);
    expect(contentMatchesKind(jpeg, 'image')).toBe(true);
  });

  it('refuses bytes of the other kind, of an image format the media service does not take, or of neither', () => {
    expect(contentMatchesKind(png, 'video')).toBe(false);
    expect(contentMatchesKind(mp4, 'image')).toBe(false);
    expect(contentMatchesKind(bmp, 'image')).toBe(false);
    expect(contentMatchesKind(pdf, 'video')).toBe(false);
    expect(contentMatchesKind(new Uint8Array(0), 'image')).toBe(false);
  });
});
