import { describe, expect, it } from 'vitest';
import { captionOf, placeholderImage } from './placeholderImage';
import { seedMediaNames } from './seedMediaNames';

describe('placeholderImage', () => {
  it('draws an SVG captioned with the name, the same for the same name', () => {
    const image = placeholderImage('dubai-marina-villa-main-3.jpg');
    const svg = new TextDecoder().decode(image.bytes);
    expect(image.type).toBe('image/svg+xml');
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('>dubai marina villa main 3</text>');
    expect(placeholderImage('dubai-marina-villa-main-3.jpg')).toEqual(image);
  });

  it('escapes markup in the caption and falls back to "image" for an empty one', () => {
    expect(new TextDecoder().decode(placeholderImage('<b>&.png').bytes)).toContain('>&#60;b&#62;&#38;</text>');
    expect(captionOf('.jpg')).toBe('');
    expect(new TextDecoder().decode(placeholderImage('.jpg').bytes)).toContain('>image</text>');
  });

  it('picks different colours for different names', () => {
    const fills = new Set(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map((name) => /fill="(#[0-9a-f]{6})"/.exec(new TextDecoder().decode(placeholderImage(name).bytes))?.[1]));
    expect(fills.size).toBeGreaterThan(1);
  });
});

describe('seedMediaNames', () => {
  it('collects /api/media names anywhere in nested records, and nothing else', () => {
    const seed = {
      properties: [{ mainImageURL: '/api/media/villa-1.jpg', propertyMedia: [{ url: '/api/media/tour.mp4' }] }],
      agency: { profilePicture: '/api/media/logo.png', website: 'https://example.ae/api/media/x.jpg', note: null },
      other: ['/api/media/', '/api/media/a/b.jpg', 42],
    };
    expect([...seedMediaNames(seed)].sort()).toEqual(['logo.png', 'tour.mp4', 'villa-1.jpg']);
  });
});
