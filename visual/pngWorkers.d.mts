// Types of pngWorkers.mjs.
export interface JudgeTask {
  png: Buffer;
  baselinePath?: string;
  against?: Buffer;
  write: 'never' | 'if-missing' | 'if-changed';
}
export interface JudgeResult {
  status: 'same' | 'changed' | 'resized' | 'missing';
  diffPixels?: number;
  sizes?: { baseline: { width: number; height: number }; actual: { width: number; height: number } };
  diff?: Uint8Array;
  previous?: Uint8Array;
  written: boolean;
}
export function startPngWorkers(size: number): { run(task: JudgeTask): Promise<JudgeResult>; close(): Promise<void> };
