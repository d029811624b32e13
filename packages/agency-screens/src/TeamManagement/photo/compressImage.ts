/** Encodes the image again at `scale` of its size (0 to 1) and JPEG `quality` (0 to 1). */
export type ImageEncoder<T extends { readonly size: number } = Blob> = (scale: number, quality: number) => Promise<T>;

/**
 * The attempts, lightest first: lower quality at full size, then smaller sizes. A photo that is
 * still too large at a quarter of its side is refused rather than shown as a blur.
 */
export const compressionSteps: readonly { readonly scale: number; readonly quality: number }[] = [
  { scale: 1, quality: 0.8 },
  { scale: 1, quality: 0.65 },
  { scale: 0.75, quality: 0.7 },
  { scale: 0.5, quality: 0.7 },
  { scale: 0.35, quality: 0.65 },
  { scale: 0.25, quality: 0.6 },
];

/**
 * The image unchanged when it is at most `maxBytes`; else the first of {@link compressionSteps}
 * whose encoding fits, or null when none does.
 */
export async function compressToLimit<T extends { readonly size: number }>(image: T, maxBytes: number, encode: ImageEncoder<T>): Promise<T | null> {
  if (image.size <= maxBytes) return image;
  for (const { scale, quality } of compressionSteps) {
    const encoded = await encode(scale, quality);
    if (encoded.size <= maxBytes) return encoded;
  }
  return null;
}

/** An {@link ImageEncoder} over a canvas: decodes `image` once, then draws and encodes it as JPEG per attempt. */
export async function canvasImageEncoder(image: Blob): Promise<ImageEncoder> {
  const bitmap = await createImageBitmap(image);
  return (scale, quality) => {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return Promise.reject(new Error('Canvas 2D is not available'));
    context.fillStyle = 'white';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))), 'image/jpeg', quality);
    });
  };
}
