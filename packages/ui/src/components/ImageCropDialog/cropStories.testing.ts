import { tokens } from '../../theme/tokens';
import type { ImageCropArea } from './imageCropFrame';

/**
 * A picture made in the browser for the stories: a diagonal gradient in the theme's colours, as a
 * blob: URL of a PNG, wider than tall so a square or a banner window has room to move.
 */
export async function gradientPictureUrl(width = 1600, height = 900): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, tokens.color.primary);
  gradient.addColorStop(0.5, tokens.color.success);
  gradient.addColorStop(1, tokens.color.warning);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  return URL.createObjectURL(await canvasBlob(canvas, 'image/png'));
}

/** The same picture as a File, as the file chooser would hand it over. */
export async function gradientPictureFile(name = 'marina-skyline.png'): Promise<File> {
  const url = await gradientPictureUrl();
  const blob = await (await fetch(url)).blob();
  URL.revokeObjectURL(url);
  return new File([blob], name, { type: 'image/png' });
}

function canvasBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))), type));
}

/** The kept area as a JPEG of its own size: what a caller's `crop` does, without its size rules. */
export async function cropToJpeg(imageUrl: string, area: ImageCropArea): Promise<Blob> {
  const image = new Image();
  image.src = imageUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.width);
  canvas.height = Math.round(area.height);
  canvas.getContext('2d')?.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return canvasBlob(canvas, 'image/jpeg');
}
