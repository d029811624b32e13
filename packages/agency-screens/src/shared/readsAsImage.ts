import { imageSignature, imageSignatureLength } from '@marketplace/domain';

/** Whether the file's first bytes are those of a raster image (JPEG, PNG, GIF, WebP, BMP, AVIF), whatever its type and name say. */
export async function readsAsImage(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, imageSignatureLength).arrayBuffer());
  return imageSignature(head) !== null;
}
