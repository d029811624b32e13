import { describe, expect, it } from 'vitest';
import { imageSignature, isSvgImage } from './imageSignature.rules';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? Array.from(value, (char) => char.charCodeAt(0)) : [value])));

describe('imageSignature', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF')],
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d)],
    ['gif', bytes('GIF89a', 1, 0)],
    ['gif', bytes('GIF87a')],
    ['webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ')],
    ['bmp', bytes('BM', 0x36, 0x28)],
    ['avif', bytes(0, 0, 0, 0x1c, 'ftypavif', 0, 0, 0, 0)],
  ])('reads %s', (expected, header) => {
    expect(imageSignature(header)).toBe(expected);
  });

  it.each([
    ['a PDF', bytes('%PDF-1.7')],
    ['an SVG', bytes('<svg xmlns="http')],
    ['an SVG with an XML prolog', bytes('<?xml version="1')],
    ['a RIFF that is not WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
    ['an empty file', bytes()],
    ['a truncated PNG', bytes(0x89, 'PN')],
  ])('refuses %s', (_what, header) => {
    expect(imageSignature(header)).toBeNull();
  });
});

describe('isSvgImage', () => {
  it('knows SVG by its type or its name', () => {
    expect(isSvgImage({ name: 'logo.png', type: 'image/svg+xml' })).toBe(true);
    expect(isSvgImage({ name: 'logo.SVG', type: '' })).toBe(true);
    expect(isSvgImage({ name: 'logo.svgz', type: 'image/png' })).toBe(true);
    expect(isSvgImage({ name: 'logo.png', type: 'image/png' })).toBe(false);
  });
});
