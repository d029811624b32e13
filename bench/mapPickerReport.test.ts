import { describe, expect, it } from 'vitest';
import { basemapGoalBytes, mapPickerReport } from './mapPickerReport.mjs';

describe('the map-picker bench report', () => {
  it('prints the median open time, the bytes of the opening and the basemap within its goal', () => {
    const report = mapPickerReport({ openMs: [900, 1200, 1000], openedGzip: 550 * 1024, openedFiles: 6, basemapGzip: 38 * 1024 });
    expect(report.failed).toBe(false);
    expect(report.lines).toEqual([
      'Map picker: click to a rendered basemap, median of 3 cold opens: 1000 ms (min 900, max 1200)',
      'Map picker: the opening loads 550.0 KiB gzip in 6 files (picker, maplibre-gl and its worker, basemap)',
      'Map picker: built-in basemap data 38.0 KiB gzip (goal < 300.0 KiB): within goal',
    ]);
  });

  it('fails when the basemap data is over 300 KB gzip', () => {
    const report = mapPickerReport({ openMs: [1000], openedGzip: 1, openedFiles: 1, basemapGzip: basemapGoalBytes + 1 });
    expect(report.failed).toBe(true);
    expect(report.lines[2]).toMatch(/OVER GOAL$/);
  });
});
