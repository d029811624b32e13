import { tokens } from '@marketplace/ui';

/**
 * A picture made in the browser for the crop stories: a diagonal gradient in the theme's colours,
 * as a blob: URL of a PNG. Wider than the cover so the crop has room to move.
 */
export async function gradientImageUrl(width = 1600, height = 900): Promise<string> {
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
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((result) => (result ? resolve(result) : reject(new Error('The story image could not be encoded'))), 'image/png'),
  );
  return URL.createObjectURL(blob);
}

/** The same picture as a File, as the file chooser would hand it over. */
export async function gradientImageFile(name = 'marina-skyline.png'): Promise<File> {
  const url = await gradientImageUrl();
  const blob = await (await fetch(url)).blob();
  URL.revokeObjectURL(url);
  return new File([blob], name, { type: 'image/png' });
}
