import { teamPhotoSettings } from './teamPhotoSettings';
import type { ImageCropArea } from '@marketplace/ui';

/** The part of the source image to keep, in its own pixels. */
export type PhotoCropArea = ImageCropArea;

/**
 * The chosen square of the photo as a JPEG, its side the area's own (at most
 * `teamPhotoSettings.outputMaxSidePx`). Rejects when the image does not decode or cannot be encoded.
 */
export async function cropSquareImage(imageUrl: string, area: PhotoCropArea): Promise<Blob> {
  const image = new Image();
  image.src = imageUrl;
  await image.decode();
  const side = Math.max(1, Math.min(Math.round(area.width), teamPhotoSettings.outputMaxSidePx));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  // JPEG has no transparency: a transparent PNG would otherwise come out black where it is clear.
  context.fillStyle = 'white';
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))), 'image/jpeg', teamPhotoSettings.jpegQuality);
  });
}
