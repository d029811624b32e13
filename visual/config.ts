// What the visual gate captures and how: widths, directions, the frozen clock, paths and masks.

/** The two widths every story is captured at; the height is the Storybook preset's (.storybook/viewports.ts). */
export const widths = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

/** Viewports a story can pin with `globals: { viewport: { value } }`: such a story is captured at that width only. */
export const pinnedViewports: Record<string, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  tablet: { width: 768, height: 1024 },
  mobile: { width: 375, height: 812 },
};

/** The Storybook global `locale` per direction: Arabic lays the story out right to left. */
export const directions = [
  { name: 'ltr', locale: 'en' },
  { name: 'rtl', locale: 'ar' },
] as const;
export type Direction = (typeof directions)[number]['name'];

/** The time every story starts at (the page's clock is set back to it before each story). */
export const fixedTime = new Date('2026-06-15T09:30:00+04:00');

export const paths = {
  storybook: 'storybook-static',
  baselines: 'visual/baselines',
  report: 'visual/report',
};

/** A fixed port keeps the page's own address (error pages, stack traces) the same from run to run. */
export const defaultPort = 6190;

/**
 * The tallest capture: a story longer than that is captured down to there and noted (a list of 10,000
 * rows without virtualisation is 200,000 px tall, past what Chromium and the PNG tools handle).
 */
export const maxCaptureHeight = 10_000;

/** How long a story's render and play function may take before it is captured as it is and reported. */
export const storyTimeoutMs = 30_000;

// The comparison's threshold and tolerance are in compare.mjs (it runs in worker threads).

/**
 * Elements that cannot be drawn the same twice, covered by a flat box in every capture of the
 * matching stories (each with its reason). A story is never skipped.
 */
export const masks: { stories: RegExp; selector: string; reason: string }[] = [
  {
    stories: /^(screens-mappicker|ui-mapview)/,
    selector: '.maplibregl-canvas',
    reason:
      "maplibre draws its WebGL basemap from tiles parsed in a worker: whether a tile is drawn at capture time depends on the machine's load (seen in 12 map picker stories: a polygon there in one run, not in the next); the markers, controls and attribution around it are still compared",
  },
];
