import { describe, expect, it } from 'vitest';
import {
  additionalMediaKind,
  allMediaStored,
  checkAdditionalMediaFile,
  describeMedia,
  fromPropertyMedia,
  moveAdditionalMedia,
  removeMedia,
  toPropertyMedia,
  toggleFeaturedMedia,
  type AdditionalMediaItem,
} from './additionalMedia.rules';

const megabyte = 1024 * 1024;
const file = (name: string, size: number, type = '') => ({ name, size, type });

function item(id: string, overrides: Partial<AdditionalMediaItem> = {}): AdditionalMediaItem {
  return { id, url: `/api/media/${id}.jpg`, kind: 'image', name: `${id}.jpg`, description: '', isFeatured: false, ...overrides };
}

describe('checkAdditionalMediaFile', () => {
  it.each(['photo.jpg', 'photo.JPEG', 'plan.png', 'anim.gif', 'shot.webp', 'tour.mp4', 'old.avi', 'clip.mov', 'win.wmv', 'web.webm', 'film.mkv'])(
    'accepts %s by its extension, whatever the browser reports',
    (name) => {
      expect(checkAdditionalMediaFile(file(name, 1000))).toEqual({ ok: true });
    },
  );

  it('accepts an allowed MIME type under any name', () => {
    expect(checkAdditionalMediaFile(file('IMG_0001', 1000, 'image/jpeg'))).toEqual({ ok: true });
  });

  it.each(['brochure.pdf', 'plan.svg', 'photo.bmp', 'notes.txt', 'tour.mp4.zip', 'noextension'])('refuses %s as unsupported', (name) => {
    expect(checkAdditionalMediaFile(file(name, 1000))).toEqual({ ok: false, reason: 'unsupported-type' });
  });

  it('takes a file of exactly 10 MB and refuses one byte more', () => {
    expect(checkAdditionalMediaFile(file('tour.mp4', 10 * megabyte))).toEqual({ ok: true });
    expect(checkAdditionalMediaFile(file('tour.mp4', 10 * megabyte + 1))).toEqual({ ok: false, reason: 'too-large' });
  });

  it('lets the caller set the limit in megabytes', () => {
    expect(checkAdditionalMediaFile(file('tour.mp4', 3 * megabyte), 2)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('refuses a 0-byte file once its type passes, and reports the type first', () => {
    expect(checkAdditionalMediaFile(file('tour.mp4', 0))).toEqual({ ok: false, reason: 'empty' });
    expect(checkAdditionalMediaFile(file('notes.txt', 0))).toEqual({ ok: false, reason: 'unsupported-type' });
  });
});

describe('additionalMediaKind', () => {
  it('is video by the extension only, image otherwise', () => {
    expect(additionalMediaKind('TOUR.MKV')).toBe('video');
    expect(additionalMediaKind('tour.webm')).toBe('video');
    expect(additionalMediaKind('photo.webp')).toBe('image');
    expect(additionalMediaKind('IMG_0001')).toBe('image');
  });
});

describe('moveAdditionalMedia', () => {
  const items = ['a', 'b', 'c', 'd'].map((id) => item(id));
  const ids = (list: readonly AdditionalMediaItem[]) => list.map((entry) => entry.id).join('');

  it('moves items before or after a target, keeping their order', () => {
    expect(ids(moveAdditionalMedia(items, ['d'], 'a', 'before'))).toBe('dabc');
    expect(ids(moveAdditionalMedia(items, ['a'], 'c', 'after'))).toBe('bcad');
    expect(ids(moveAdditionalMedia(items, ['a', 'b'], 'd', 'after'))).toBe('cdab');
  });

  it('leaves the order alone for a target that is moving or missing', () => {
    expect(ids(moveAdditionalMedia(items, ['b'], 'b', 'after'))).toBe('abcd');
    expect(ids(moveAdditionalMedia(items, ['b'], 'gone', 'after'))).toBe('abcd');
  });
});

describe('toggleFeaturedMedia', () => {
  it('features one item only, and a second toggle leaves none featured', () => {
    const items = [item('a', { isFeatured: true }), item('b'), item('c')];
    const featuredB = toggleFeaturedMedia(items, 'b');
    expect(featuredB.map((entry) => entry.isFeatured)).toEqual([false, true, false]);
    expect(toggleFeaturedMedia(featuredB, 'b').map((entry) => entry.isFeatured)).toEqual([false, false, false]);
  });
});

describe('describeMedia, removeMedia and allMediaStored', () => {
  it('edit one item and say whether every item is stored', () => {
    const items = [item('a'), item('b', { url: null })];
    expect(describeMedia(items, 'a', ' Sea view ')[0]?.description).toBe(' Sea view ');
    expect(allMediaStored(items)).toBe(false);
    expect(allMediaStored(removeMedia(items, 'b'))).toBe(true);
  });
});

describe('toPropertyMedia and fromPropertyMedia', () => {
  it('sends stored items in order with media type 2 for video, trimmed descriptions, leaving uploads out', () => {
    const items = [
      item('a', { kind: 'video', url: '/api/media/tour.mp4', description: '  Walk-through ', isFeatured: true }),
      item('b', { url: null }),
      item('c', { description: '   ' }),
    ];
    expect(toPropertyMedia(items)).toEqual([
      { url: '/api/media/tour.mp4', mediaType: { id: 2, name: 'Video' }, type: 'video', isFeatured: true, description: 'Walk-through' },
      { url: '/api/media/c.jpg', mediaType: { id: 1, name: 'Image' }, type: 'image', isFeatured: false },
    ]);
  });

  it('reads saved media: type, else media type id 2, decides video; the name is the URL last segment', () => {
    const items = fromPropertyMedia([
      { id: 7, url: '/api/media/marina%20tour.mp4', mediaType: { id: 2 }, isFeatured: true },
      { url: 'https://cdn.example.ae/p/kitchen.jpg?v=2', mediaType: { id: 1, name: 'Image' }, type: 'image', description: 'Kitchen' },
      { url: '/api/media/bad%name.jpg', mediaType: { id: 1 } },
    ]);
    expect(items).toEqual([
      { id: 'saved-7', url: '/api/media/marina%20tour.mp4', kind: 'video', name: 'marina tour.mp4', description: '', isFeatured: true },
      { id: 'saved-index-1', url: 'https://cdn.example.ae/p/kitchen.jpg?v=2', kind: 'image', name: 'kitchen.jpg', description: 'Kitchen', isFeatured: false },
      { id: 'saved-index-2', url: '/api/media/bad%name.jpg', kind: 'image', name: 'bad%name.jpg', description: '', isFeatured: false },
    ]);
  });
});
