// The lines and the verdict of the map-picker case, apart from the browser so a test can read them.

/** Issue 16: the built-in basemap's data under 300 KB gzip. */
export const basemapGoalBytes = 300 * 1024;

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * `openMs`: each cold open's time from the click to the first frame drawn with the basemap;
 * `openedGzip`: gzip bytes of the JS, CSS and data the opening fetched; `basemapGzip`: the
 * basemap data chunk's.
 */
export function mapPickerReport({ openMs, openedGzip, openedFiles, basemapGzip }) {
  const overGoal = basemapGzip > basemapGoalBytes;
  return {
    failed: overGoal,
    lines: [
      `Map picker: click to a rendered basemap, median of ${openMs.length} cold opens: ${Math.round(median(openMs))} ms (min ${Math.round(Math.min(...openMs))}, max ${Math.round(Math.max(...openMs))})`,
      `Map picker: the opening loads ${kib(openedGzip)} gzip in ${openedFiles} files (picker, maplibre-gl and its worker, basemap)`,
      `Map picker: built-in basemap data ${kib(basemapGzip)} gzip (goal < ${kib(basemapGoalBytes)}): ${overGoal ? 'OVER GOAL' : 'within goal'}`,
    ],
  };
}
