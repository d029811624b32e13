// Compares a capture with its baseline: pixelmatch with anti-aliasing detection; a different size
// or any pixel past the threshold is a change, and the difference is drawn as an image. Plain
// JavaScript: it runs in worker threads (pngWorkers.mjs), where tsx does not load.
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import pixelmatch from 'pixelmatch';
import pngjs from 'pngjs';
import sharp from 'sharp';

const { PNG } = pngjs;

/**
 * pixelmatch's per-pixel threshold (OKLab HyAB distance, 0-1): 0.1 is its default, above font
 * hinting's grey levels and below a colour change of a design token. Anti-aliased pixels are found
 * and ignored (includeAA false), so a glyph or a curve drawn a shade differently does not count.
 */
export const pixelThreshold = 0.1;

/**
 * Pixels past the threshold a capture may have without failing: zero. A colour or a padding changes
 * hundreds; anti-aliasing noise is already ignored, and an element that cannot be drawn the same
 * twice is masked by name (config.ts).
 */
export const allowedDiffPixels = 0;

const options = { threshold: pixelThreshold, includeAA: false };

/** The capture's fingerprint: Chromium encodes the same pixels to the same bytes. */
export function captureHash(png) {
  return createHash('sha1').update(png).digest('hex');
}

/** A PNG's pixels as RGBA. */
export async function decode(png) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

const hashKeyword = 'visual-capture-sha1';

/**
 * The PNG a baseline is stored as: a 256-colour palette when that draws every pixel within the
 * gate's threshold (checked here; about a third of the size), else lossless RGB; both at zlib's
 * densest. It carries the capture's fingerprint, so an unchanged capture is judged without decoding.
 */
export async function encodeForBaseline(image, hash) {
  const raw = { raw: { width: image.width, height: image.height, channels: 4 } };
  const palette = await sharp(image.data, raw).png({ palette: true, colours: 256, dither: 0, compressionLevel: 9, effort: 10 }).toBuffer();
  const back = await decode(palette);
  const exact = pixelmatch(image.data, back.data, null, image.width, image.height, options) === 0;
  const png = exact ? palette : await sharp(image.data, raw).removeAlpha().png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  return withText(png, hashKeyword, hash);
}

/** The capture fingerprint a baseline carries, if any. */
export function storedHash(png) {
  // Chunks start after the 8-byte signature: length, type, data, CRC.
  for (let offset = 8; offset + 8 <= png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (type === 'tEXt') {
      const text = png.toString('latin1', offset + 8, offset + 8 + length);
      const [keyword, value] = text.split('\0');
      if (keyword === hashKeyword) return value;
    }
    if (type === 'IDAT' || type === 'IEND') return undefined;
    offset += 12 + length;
  }
  return undefined;
}

/** The PNG with a tEXt chunk added right after its header (before the pixels, so reading it stops early). */
function withText(png, keyword, value) {
  const data = Buffer.from(`${keyword}\0${value}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  const headerEnd = 8 + 12 + png.readUInt32BE(8);
  return Buffer.concat([png.subarray(0, headerEnd), chunk, png.subarray(headerEnd)]);
}

/** The verdict on two decoded images: same, changed (with the count and the difference) or resized. */
export function compare(baseline, actual) {
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    return {
      status: 'resized',
      baseline: { width: baseline.width, height: baseline.height },
      actual: { width: actual.width, height: actual.height },
      diff: PNG.sync.write(resizedDiff(baseline, actual)),
    };
  }
  if (Buffer.compare(baseline.data, actual.data) === 0) return { status: 'same' };
  const diff = new PNG({ width: actual.width, height: actual.height });
  const diffPixels = pixelmatch(baseline.data, actual.data, diff.data, actual.width, actual.height, options);
  if (diffPixels <= allowedDiffPixels) return { status: 'same' };
  return { status: 'changed', diffPixels, diff: PNG.sync.write(diff) };
}

/**
 * The difference of two captures of different sizes: both laid on the larger canvas from the top
 * left and compared there, so what moved shows in red (the area only one of them covers counts too).
 */
function resizedDiff(baseline, actual) {
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const diff = new PNG({ width, height });
  pixelmatch(onCanvas(baseline, width, height), onCanvas(actual, width, height), diff.data, width, height, options);
  return diff;
}

/** The image's pixels on a canvas of the given size, the rest transparent (pixelmatch reads it over a checkerboard). */
function onCanvas(image, width, height) {
  const canvas = Buffer.alloc(width * height * 4);
  for (let y = 0; y < image.height; y += 1) image.data.copy(canvas, y * width * 4, y * image.width * 4, (y + 1) * image.width * 4);
  return canvas;
}
