import { describe, expect, it } from 'vitest';
import { mediaKindOf, mediaTypeFor, mediaTypeLabel } from './mediaTypes';

describe('media types', () => {
  it('reads id 2 as video and anything else as image', () => {
    expect(mediaKindOf(2)).toBe('video');
    expect(mediaKindOf(1)).toBe('image');
    expect(mediaKindOf(7)).toBe('image');
    expect(mediaKindOf(undefined)).toBe('image');
  });

  it('gives the media type to send for a kind', () => {
    expect(mediaTypeFor('video')).toEqual({ id: 2, name: 'Video' });
    expect(mediaTypeFor('image')).toEqual({ id: 1, name: 'Image' });
  });

  it('labels the two known ids only', () => {
    expect(mediaTypeLabel(1)).toBe('Image');
    expect(mediaTypeLabel(2)).toBe('Video');
    expect(mediaTypeLabel(3)).toBeUndefined();
  });
});
