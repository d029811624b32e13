// Main-thread work of the enquiry list's first render (issue 20: under 50 ms for 25 rows), from a
// Chromium trace: the thread time (CPU time of the renderer's main thread, which a busy machine
// inflates far less than wall time) of every task between the bench page's marks
// 'bench:render-start' and 'bench:dom-shows', split into script, style, layout, paint and GC.
//
// Two pages of the enquiry-list bench (bench/enquiryList), 1,000 enquiries seeded:
// - 'rows': the table of the first page alone (`?part=rows`), on a fresh page, so it includes
//   React's first root and the page's first style and layout;
// - 'view': the whole Inquiry Management view (cards, filters, table, pagination).
// Not part of `pnpm bench` (no goal): run `node bench/enquiryListFirstRender.mjs [runs]` to
// measure, e.g. after changing the list. ENQUIRY_FIRST_RENDER_PORT sets the port (default 4309).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { launchChromium } from './chromium.mjs';
import { median } from './enquiryListReport.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = join(root, 'bench', 'enquiryList', 'vite.config.ts');
const viewport = { width: 1280, height: 900 };
const parts = { rows: 'part=rows', view: 'part=view' };
// Script is what remains of the tasks' time; GC runs inside it.
const categories = {
  style: ['UpdateLayoutTree', 'ParseAuthorStyleSheet'],
  layout: ['Layout'],
  paint: ['Paint', 'PrePaint', 'Layerize'],
  gc: ['MinorGC', 'MajorGC'],
};

async function traceOnce(browser, url) {
  const page = await browser.newPage({ viewport });
  try {
    const cdp = await page.context().newCDPSession(page);
    await page.goto('about:blank');
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,blink.user_timing,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await page.goto(url);
    await page.waitForFunction(() => window.__enquiryBench !== undefined);
    await page.evaluate(() => window.__enquiryBench.settle('mount'));
    await cdp.send('Tracing.end');
    await done;
    return events;
  } finally {
    await page.close();
  }
}

/** Thread time of the main-thread tasks between the marks, in total and by kind of work. */
export function firstRenderWork(events) {
  const start = events.find((event) => event.name === 'bench:render-start');
  if (!start) throw new Error('bench: no bench:render-start mark in the trace');
  const end = events
    .filter((event) => event.name === 'bench:dom-shows' && event.ts > start.ts)
    .reduce((first, event) => Math.min(first, event.ts), Infinity);
  const onMain = (event) => event.ph === 'X' && event.pid === start.pid && event.tid === start.tid && event.ts >= start.ts && event.ts <= end;
  const tasks = events.filter((event) => event.name === 'RunTask' && onMain(event));
  const ms = (list) => list.reduce((sum, event) => sum + (event.tdur ?? 0), 0) / 1000;
  const split = Object.fromEntries(
    Object.entries(categories).map(([kind, names]) => [kind, ms(events.filter((event) => names.includes(event.name) && onMain(event)))]),
  );
  const totalMs = ms(tasks);
  const scriptMs = totalMs - split.style - split.layout - split.paint;
  return { totalMs, longestMs: Math.max(0, ...tasks.map((task) => (task.tdur ?? 0) / 1000)), script: scriptMs, ...split };
}

async function main() {
  const runs = Number(process.argv[2] ?? 7);
  const port = Number(process.env.ENQUIRY_FIRST_RENDER_PORT ?? 4309);
  await build({ configFile });
  const server = await preview({ configFile, preview: { port, strictPort: true } });
  const browser = await launchChromium();
  try {
    const samples = Object.fromEntries(Object.keys(parts).map((part) => [part, []]));
    for (let run = 0; run <= runs; run += 1) {
      for (const [part, query] of Object.entries(parts)) {
        const work = firstRenderWork(await traceOnce(browser, `http://127.0.0.1:${port}/?count=1000&${query}`));
        if (run > 0) samples[part].push(work);
      }
    }
    console.log(`Enquiry list first render, main-thread time (median of ${runs}; CPU time of the main thread):`);
    for (const [part, list] of Object.entries(samples)) {
      const of = (key) => median(list.map((work) => work[key])).toFixed(1);
      console.log(
        `  ${part}: ${of('totalMs')} ms (longest task ${of('longestMs')} ms; script ${of('script')}, style ${of('style')}, ` +
          `layout ${of('layout')}, paint ${of('paint')}; GC within script ${of('gc')})`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
