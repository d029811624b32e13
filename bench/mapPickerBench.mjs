// The map-picker case of `pnpm bench` (issue 16, Performance): a page with one button opens the
// connected MapPicker (its code loaded on the click, as a form does). Each run is a cold load in a
// new browser context; the time runs from the click to the first frame maplibre draws with the
// built-in basemap ([data-map-rendered] on ui's MapView). The bytes are the gzip sizes of the
// built files the opening fetched, and of the basemap data's own chunk.
//
// Alone: `node bench/mapPickerBench.mjs`.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import { launchChromium } from './chromium.mjs';
import { mapPickerReport } from './mapPickerReport.mjs';

const runs = 5;

const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

async function openOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.__mapPickerBench !== undefined);
    await page.getByRole('button', { name: 'Select Location' }).click();
    const result = await page.evaluate(() => window.__mapPickerBench.rendered());
    if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`);
    return result;
  } finally {
    await context.close();
  }
}

/** Runs the case and prints its lines; true when it failed (over goal, or could not run). */
export async function runMapPickerBench(root) {
  const configFile = join(root, 'bench', 'mapPicker', 'vite.config.ts');
  const outDir = join(root, 'bench', 'out', 'map-picker');
  try {
    await build({ configFile });
    const server = await preview({ configFile });
    const samples = [];
    try {
      const url = server.resolvedUrls?.local[0];
      if (!url) throw new Error('the preview server has no local URL');
      const browser = await launchChromium();
      try {
        for (let run = 0; run < runs; run += 1) samples.push(await openOnce(browser, url));
      } finally {
        await browser.close();
      }
    } finally {
      await server.close();
    }
    const fetched = new Set(samples[0].resources.map((resource) => basename(resource.name)));
    const builtFiles = readdirSync(join(outDir, 'assets'));
    const opened = builtFiles.filter((file) => fetched.has(file));
    const basemapChunk = builtFiles.find((file) => file.startsWith('uaeBasemapData') && file.endsWith('.js'));
    if (!basemapChunk) throw new Error('no uaeBasemapData chunk in the build');
    const report = mapPickerReport({
      openMs: samples.map((sample) => sample.ms),
      openedGzip: opened.reduce((sum, file) => sum + gzipOf(join(outDir, 'assets', file)), 0),
      openedFiles: opened.length,
      basemapGzip: gzipOf(join(outDir, 'assets', basemapChunk)),
    });
    for (const line of report.lines) console.log(line);
    if (report.failed) console.error('FAIL: the map picker case is over its goal');
    return report.failed;
  } catch (error) {
    console.error(`FAIL: the map picker case could not run: ${error instanceof Error ? error.message : String(error)}`);
    return true;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  process.exit((await runMapPickerBench(root)) ? 1 : 0);
}
