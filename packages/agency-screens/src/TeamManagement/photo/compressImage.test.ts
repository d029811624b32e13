import { describe, expect, it, vi } from 'vitest';
import { compressionSteps, compressToLimit, type ImageEncoder } from './compressImage';

const megabyte = 1024 * 1024;

interface Sized {
  readonly size: number;
}

const sized = (size: number): Sized => ({ size });

/** An encoder whose output shrinks with scale squared and quality, as JPEG roughly does. */
function fakeEncoder(fullSizeBytes: number): ImageEncoder<Sized> & { calls: number[][] } {
  const calls: number[][] = [];
  const encode = vi.fn(async (scale: number, quality: number) => {
    calls.push([scale, quality]);
    return { size: Math.round(fullSizeBytes * scale * scale * quality) };
  });
  return Object.assign(encode, { calls });
}

describe('compressToLimit', () => {
  it('keeps an image at or under the limit as it is, without encoding', async () => {
    const image = sized(2 * megabyte);
    const encode = fakeEncoder(10 * megabyte);
    expect(await compressToLimit(image, 2 * megabyte, encode)).toBe(image);
    expect(encode.calls).toEqual([]);
  });

  it('takes the first attempt that fits, lightest first', async () => {
    const image = sized(3 * megabyte);
    const encode = fakeEncoder(3 * megabyte);
    const result = await compressToLimit(image, 2 * megabyte, encode);
    expect(result?.size).toBeLessThanOrEqual(2 * megabyte);
    expect(encode.calls).toEqual([[1, 0.8], [1, 0.65]]);
  });

  it('shrinks the size when quality alone is not enough', async () => {
    const encode = fakeEncoder(9 * megabyte);
    const result = await compressToLimit(sized(9 * megabyte), 2 * megabyte, encode);
    expect(result?.size).toBeLessThanOrEqual(2 * megabyte);
    expect(encode.calls.at(-1)?.[0]).toBeLessThan(1);
  });

  it('gives null when no attempt fits', async () => {
    const encode = fakeEncoder(1000 * megabyte);
    expect(await compressToLimit(sized(3 * megabyte), 2 * megabyte, encode)).toBeNull();
    expect(encode.calls).toHaveLength(compressionSteps.length);
  });
});
