import { describe, expect, it } from 'vitest';
import { imageUrlOr, isValidImageUrl, isVideoFileName, resolveMediaUrl } from './imageUrl.rules';

describe('isValidImageUrl', () => {
  it.each(['https://cdn.example.ae/a', 'data:image/png;base64,AAAA', 'blob:abc', '/images/agent', './agent', 'photo.jpg'])(
    'accepts %j',
    (value) => {
      expect(isValidImageUrl(value)).toBe(true);
    },
  );

  it.each(['', '   ', null, undefined, 'noimage', 'undefined', 'not a url'])('refuses %j', (value) => {
    expect(isValidImageUrl(value)).toBe(false);
  });
});

describe('imageUrlOr', () => {
  it('keeps a valid value (trimmed) and otherwise falls back', () => {
    expect(imageUrlOr(' /a.png ', '/fallback.png')).toBe('/a.png');
    expect(imageUrlOr('null', '/fallback.png')).toBe('/fallback.png');
    expect(imageUrlOr(null, '/fallback.png')).toBe('/fallback.png');
  });
});

describe('resolveMediaUrl', () => {
  const base = 'https://property.example.ae';
  const placeholder = '/placeholder.png';

  it('gives the placeholder for empty values', () => {
    expect(resolveMediaUrl('', base, placeholder)).toBe(placeholder);
    expect(resolveMediaUrl('  ', base, placeholder)).toBe(placeholder);
    expect(resolveMediaUrl(null, base, placeholder)).toBe(placeholder);
    expect(resolveMediaUrl(undefined, base, placeholder)).toBe(placeholder);
  });

  it.each([
    'https://cdn.example.ae/x.jpg',
    'HTTP://cdn.example.ae/x.jpg',
    '//cdn.example.ae/x.jpg',
    'data:image/png;base64,AAAA',
    'blob:https://app/1234',
  ])('keeps %j', (value) => {
    expect(resolveMediaUrl(value, base, placeholder)).toBe(value);
  });

  it('resolves relative values to /api/media/{last segment}', () => {
    expect(resolveMediaUrl('abc.jpg', base, placeholder)).toBe(`${base}/api/media/abc.jpg`);
    expect(resolveMediaUrl('/uploads/property/abc.jpg', base, placeholder)).toBe(`${base}/api/media/abc.jpg`);
    expect(resolveMediaUrl('./abc.jpg?v=2#top', `${base}/`, placeholder)).toBe(`${base}/api/media/abc.jpg`);
    expect(resolveMediaUrl('/api/media/abc.jpg', '', placeholder)).toBe('/api/media/abc.jpg');
    expect(resolveMediaUrl('folder/', base, placeholder)).toBe(`${base}/api/media/folder`);
  });

  it('gives the placeholder when a relative value names no file', () => {
    expect(resolveMediaUrl('/', base, placeholder)).toBe(placeholder);
    expect(resolveMediaUrl('./', base, placeholder)).toBe(placeholder);
    expect(resolveMediaUrl('?x=1', base, placeholder)).toBe(placeholder);
  });
});

describe('isVideoFileName', () => {
  it.each(['tour.mp4', 'a.AVI', 'b.mov', 'c.wmv', 'd.webm', 'e.mkv', '/api/media/x.MP4?token=1'])('%j is a video', (name) => {
    expect(isVideoFileName(name)).toBe(true);
  });

  it.each(['photo.jpg', 'mp4', 'video', 'archive.mp4.zip', '', null, undefined, '/dir.mp4/file'])('%j is not', (name) => {
    expect(isVideoFileName(name)).toBe(false);
  });

  it('takes the extension list as a parameter', () => {
    expect(isVideoFileName('clip.m4v', ['m4v'])).toBe(true);
    expect(isVideoFileName('clip.mp4', ['m4v'])).toBe(false);
  });
});
