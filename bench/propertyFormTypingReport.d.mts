export interface TypingWindow {
  keystrokes: readonly { keyToFrameMs: number; handlersMs: number; renderMs: number }[];
  keysWithoutFrame: number;
  longTasks: readonly { afterLastKeyMs: number; durationMs: number }[];
  eventTimingMs: readonly number[];
}
export declare const frameBudgetMs: number;
export declare function percentile(values: readonly number[], p: number): number;
export declare function propertyFormTypingReport(input: {
  words: number;
  afterMs: number;
  floor: readonly TypingWindow[];
  fields: readonly { name: string; windows: readonly TypingWindow[] }[];
}): { failed: boolean; lines: string[] };
