import { describe, expect, it } from 'vitest';
import { uploadedMediaItemSchema } from './uploadedMedia.schema';

const item = {
  id: 'a3f1c2',
  name: 'palm-jumeirah-villa.jpg',
  type: 'image/jpeg',
  url: 'https://property.example.ae/api/media/palm-jumeirah-villa-1710409800.jpg',
  size: 834_112,
  uploadedAt: '2025-03-14T09:30:00.000Z',
};

describe('uploaded media item schema', () => {
  it('accepts an uploaded image', () => {
    expect(uploadedMediaItemSchema.parse(item)).toEqual(item);
  });

  it('rejects a missing URL, a negative size and a date that is not ISO', () => {
    expect(uploadedMediaItemSchema.safeParse({ ...item, url: '' }).success).toBe(false);
    expect(uploadedMediaItemSchema.safeParse({ ...item, size: -1 }).success).toBe(false);
    expect(uploadedMediaItemSchema.safeParse({ ...item, uploadedAt: '14/03/2025' }).success).toBe(false);
  });
});
