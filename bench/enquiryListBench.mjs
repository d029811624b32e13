// The enquiry-list case of `pnpm bench` (issue 4, Performance): the pure Inquiry Management view,
// built for production, timed in headless Chromium at 1,000 and 10,000 enquiries.
//
// Steps, each timed in the page to the DOM showing the expected rows with style and layout done:
// - first render: from asking React to render (data already seeded) to the leading rows in the DOM;
// - sort click: from the Name header's pointerup to the re-sorted rows;
// - search keystroke: from the view's debounced search change (300 ms after the key; that wait is
//   idle time, so it is not counted) to the filtered rows. The keystroke's own synchronous work
//   (keydown to the field showing it) is reported beside it.
import { join } from 'node:path';
import { build, preview } from 'vite';
import { launchChromium } from './chromium.mjs';
import { domRowLimit, listSizes, median, rowLimitBreaches, stepGoals, stepVerdict } from './enquiryListReport.mjs';

const runs = 7;
const warmUpRuns = 1;
const viewport = { width: 1280, height: 900 };

const stepNames = { mount: 'first render', sort: 'sort click', search: 'search keystroke' };

async function measureOnce(browser, url, size) {
  const page = await browser.newPage({ viewport });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${url}?count=${size}`);
    await page.waitForFunction(() => window.__enquiryBench !== undefined);
    const labels = await page.evaluate(() => window.__enquiryBench.labels);
    const mount = await page.evaluate(() => window.__enquiryBench.settle('mount'));

    await page.evaluate(() => window.__enquiryBench.armSort());
    await page.getByRole('columnheader', { name: labels.sortColumn }).first().click();
    const sort = await page.evaluate(() => window.__enquiryBench.settle('sort'));

    await page.getByRole('searchbox', { name: labels.search }).click();
    const character = await page.evaluate(() => window.__enquiryBench.armSearch());
    await page.keyboard.type(character);
    const search = await page.evaluate(() => window.__enquiryBench.settle('search'));

    if (errors.length > 0) throw new Error(`the page threw: ${errors.join('; ')}`);
    return { mount, sort, search };
  } finally {
    await page.close();
  }
}

async function withPreviewServer(configFile, run) {
  await build({ configFile });
  const server = await preview({ configFile });
  try {
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('the preview server has no local URL');
    return await run(url);
  } finally {
    await server.close();
  }
}

async function measureAll(url) {
  const browser = await launchChromium();
  try {
    // Alternating sizes spreads any drift of the machine evenly over both.
    for (let run = 0; run < warmUpRuns; run += 1) for (const size of listSizes) await measureOnce(browser, url, size);
    const results = Object.fromEntries(listSizes.map((size) => [size, []]));
    for (let run = 0; run < runs; run += 1) for (const size of listSizes) results[size].push(await measureOnce(browser, url, size));
    return results;
  } finally {
    await browser.close();
  }
}

function report(results) {
  const [small, large] = listSizes;
  const medianOf = (size, step, field = 'ms') => median(results[size].map((sample) => sample[step][field]));
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(`Enquiry list in Chromium (median of ${runs} runs; to the DOM showing the result, layout done):`);
  let failed = false;
  for (const step of Object.keys(stepNames)) {
    const paint = `next paint ${ms(medianOf(small, step, 'paintMs'))} / ${ms(medianOf(large, step, 'paintMs'))}`;
    const echo = step === 'search' ? `, keystroke echo ${ms(medianOf(small, step, 'echoMs'))} / ${ms(medianOf(large, step, 'echoMs'))}` : '';
    const verdict = stepVerdict(
      { name: `  ${stepNames[step]}`, smallMs: medianOf(small, step), largeMs: medianOf(large, step), note: `(${paint}${echo})` },
      { goal: stepGoals[step] },
    );
    console.log(verdict.line);
    if (!verdict.ok) failed = true;
  }
  const samples = listSizes.flatMap((size) =>
    results[size].flatMap((sample) => Object.keys(stepNames).map((step) => ({ size, step: stepNames[step], rows: sample[step].rows }))),
  );
  const mostRows = Math.max(...samples.map(({ rows }) => rows));
  console.log(`  DOM rows after each step: at most ${mostRows} (limit ${domRowLimit})`);
  for (const breach of rowLimitBreaches(samples)) {
    console.error(`FAIL: ${breach}`);
    failed = true;
  }
  return failed;
}

/** Runs the case and prints its lines; true when it failed (over goal, over the row limit, or could not run). */
export async function runEnquiryListBench(root) {
  try {
    const results = await withPreviewServer(join(root, 'bench', 'enquiryList', 'vite.config.ts'), measureAll);
    return report(results);
  } catch (error) {
    console.error(`FAIL: the enquiry-list bench could not run: ${error instanceof Error ? error.stack : error}`);
    return true;
  }
}
