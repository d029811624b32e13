export declare const basemapGoalBytes: number;
export declare function median(values: readonly number[]): number;
export declare function mapPickerReport(input: { openMs: readonly number[]; openedGzip: number; openedFiles: number; basemapGzip: number }): {
  failed: boolean;
  lines: string[];
};
