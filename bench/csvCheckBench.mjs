// The CSV-check case of `pnpm bench` (issue 5, Performance): a generated 10 MB, 39-column CSV is
// checked by checkCsvFile in its worker and, in the same run, split into rows by papaparse alone
// in a worker of its own (same settings, nothing done with the rows). Each run starts a new
// worker, as the screen does, and is timed on the page from the call to the answer. Main-thread
// long tasks during the check are watched with a 'longtask' PerformanceObserver.
//
// Alone: `node bench/csvCheckBench.mjs [outDir]`.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, preview } from 'vite';
import { launchChromium } from './chromium.mjs';
import { checkRunMismatch, csvCheckReport, median } from './csvCheckReport.mjs';

const runs = 9;
const warmUpRuns = 1;

async function measure(url) {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.__csvCheckBench !== undefined);
    const file = await page.evaluate(() => window.__csvCheckBench.prepare());
    if (!(await page.evaluate(() => window.__csvCheckBench.calibrate()))) {
      throw new Error("the 'longtask' observer did not see a deliberate 80 ms task, so it cannot vouch for the check");
    }
    const steps = {
      check: () => page.evaluate(() => window.__csvCheckBench.check()),
      bareText: () => page.evaluate(() => window.__csvCheckBench.bareParse('text')),
      bareFile: () => page.evaluate(() => window.__csvCheckBench.bareParse('file')),
    };
    const names = Object.keys(steps);
    const samples = Object.fromEntries(names.map((name) => [name, []]));
    for (let run = 0; run < warmUpRuns + runs; run += 1) {
      // Rotating the order spreads any drift of the machine over all three.
      for (let offset = 0; offset < names.length; offset += 1) {
        const name = names[(run + offset) % names.length];
        const sample = await steps[name]();
        if (name === 'check') {
          const mismatch = checkRunMismatch(sample, file);
          if (mismatch) throw new Error(mismatch);
        }
        if (run >= warmUpRuns) samples[name].push(sample);
      }
    }
    if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`);
    return { file, samples };
  } finally {
    await browser.close();
  }
}

/** Runs the case and prints its lines; true when it failed (over goal, a wrong report, or could not run). */
export async function runCsvCheckBench(root, { outDir } = {}) {
  const configFile = join(root, 'bench', 'csvCheck', 'vite.config.ts');
  const overrides = outDir ? { build: { outDir, emptyOutDir: true } } : {};
  try {
    await build({ configFile, ...overrides });
    const server = await preview({ configFile, ...overrides });
    let result;
    try {
      const url = server.resolvedUrls?.local[0];
      if (!url) throw new Error('the preview server has no local URL');
      result = await measure(url);
    } finally {
      await server.close();
    }
    const { file, samples } = result;
    const medianOf = (name, field = 'ms') => median(samples[name].map((sample) => sample[field]));
    const report = csvCheckReport({
      file,
      runs,
      checkMs: medianOf('check'),
      bareTextMs: medianOf('bareText'),
      bareFileMs: medianOf('bareFile'),
      longestTaskMs: Math.max(...samples.check.map((sample) => sample.longestTaskMs)),
    });
    for (const line of report.lines) console.log(line);
    return !report.ok;
  } catch (error) {
    console.error(`FAIL: the CSV-check bench could not run: ${error instanceof Error ? error.stack : error}`);
    return true;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  process.exit((await runCsvCheckBench(root, { outDir: process.argv[2] })) ? 1 : 0);
}
