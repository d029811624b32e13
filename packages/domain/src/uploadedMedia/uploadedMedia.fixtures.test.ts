import { describe, expect, it } from 'vitest';
import { mediaLimits } from '../constants/limits';
import { expectSchemaRoundTrip, isDateIn2025Or2026, sampleMany } from '../fixtures/fixtureChecks.testing';
import { createUploadedMediaItem } from './uploadedMedia.fixtures';
import { uploadedMediaItemSchema } from './uploadedMedia.schema';

describe('createUploadedMediaItem', () => {
  const items = sampleMany((random) => createUploadedMediaItem(random));

  it('passes the uploaded media schema unchanged, item after item', () => {
    expectSchemaRoundTrip(uploadedMediaItemSchema, items);
  });

  it('is deterministic', () => {
    expect(createUploadedMediaItem(2)).toEqual(createUploadedMediaItem(2));
    expect(createUploadedMediaItem(2)).not.toEqual(createUploadedMediaItem(3));
  });

  it('stores photos and videos under /api/media with a matching MIME type, under the upload limit', () => {
    expect(items.some((item) => item.type === 'video/mp4')).toBe(true);
    expect(items.some((item) => item.type === 'image/jpeg')).toBe(true);
    for (const item of items) {
      expect(item.url).toBe(`/api/media/${item.url.split('/').pop() ?? ''}`);
      expect(item.url.endsWith(item.name)).toBe(true);
      expect(item.name.endsWith('.mp4')).toBe(item.type === 'video/mp4');
      expect(item.size).toBeLessThan(mediaLimits.sharedUploadMaxBytes);
      expect(isDateIn2025Or2026(item.uploadedAt)).toBe(true);
    }
  });

  it('lets overrides win', () => {
    expect(createUploadedMediaItem(1, { id: 'media-1', size: 0 })).toMatchObject({ id: 'media-1', size: 0 });
  });
});
