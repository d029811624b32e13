// Types of compare.mjs.
export const pixelThreshold: number;
export const allowedDiffPixels: number;
export interface Pixels {
  width: number;
  height: number;
  data: Buffer;
}
export type Verdict =
  | { status: 'same' }
  | { status: 'changed'; diffPixels: number; diff: Buffer }
  | { status: 'resized'; baseline: { width: number; height: number }; actual: { width: number; height: number }; diff: Buffer };
export function captureHash(png: Uint8Array): string;
export function decode(png: Uint8Array): Promise<Pixels>;
export function encodeForBaseline(image: Pixels, hash: string): Promise<Buffer>;
export function storedHash(png: Buffer): string | undefined;
export function compare(baseline: Pixels, actual: Pixels): Verdict;
