import { coverImageLimits } from '@marketplace/domain';
import type { ImageCropArea } from '@marketplace/ui';

/** The part of the source image to keep, in its own pixels. */
export type CoverCropArea = ImageCropArea;

/** An image's address (a blob: URL of the chosen file) or an image already decoded. */
export type CoverImageSource = string | CanvasImageSource;

async function decodedImage(source: CoverImageSource): Promise<CanvasImageSource> {
  if (typeof source !== 'string') return source;
  const image = new Image();
  image.src = source;
  await image.decode();
  return image;
}

/**
 * The cover banner as it is uploaded (spec 1 sections 5 and 9): the chosen area drawn onto a
 * 1200x343 canvas and encoded as JPEG at quality 0.9. Rejects when the image cannot be decoded or
 * the browser cannot encode the canvas.
 */
export async function cropCoverImage(imageSource: CoverImageSource, croppedAreaPixels: CoverCropArea): Promise<Blob> {
  const image = await decodedImage(imageSource);
  const canvas = document.createElement('canvas');
  canvas.width = coverImageLimits.outputWidthPx;
  canvas.height = coverImageLimits.outputHeightPx;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  // JPEG has no transparency: a transparent PNG would otherwise come out black where it is clear.
  context.fillStyle = 'white';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  const { x, y, width, height } = croppedAreaPixels;
  context.drawImage(image, x, y, width, height, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The cropped cover could not be encoded'))),
      'image/jpeg',
      coverImageLimits.jpegQuality,
    );
  });
}
