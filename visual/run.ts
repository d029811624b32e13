// The visual regression gate: every story of the built Storybook captured in Chromium at 1280 and
// 375 px, left to right and in Arabic right to left, compared with visual/baselines/.
//
//   pnpm visual [filter...]          compare (a filter keeps the stories whose id contains it)
//   pnpm visual:update [filter...]   write the baselines anew (all, or the stories matching)
//   options: --ci (a missing baseline fails; also when CI is set), --no-build (never build Storybook),
//            --workers N (pages side by side, default 2), --report <file> (JSON for run-checks),
//            --twice (capture everything twice and compare the runs: a determinism check, no baselines),
//            --storybook DIR (capture another build, as it is)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumExecutablePath } from '../config/chromium';
import { StoryPage, type Capture, type StoryCaptures } from './capture';
import { defaultPort, masks, paths } from './config';
import { startPngWorkers, type JudgeResult } from './pngWorkers.mjs';
import { writeReport, type ReportEntry } from './report';
import { startStaticServer } from './server.mjs';
import { staleness, storyFiles, type StoryFile } from './stories';

interface Options {
  filters: string[];
  update: boolean;
  ci: boolean;
  build: boolean;
  workers: number;
  report?: string;
  twice: boolean;
  /** The built Storybook to capture (default storybook-static, built when stale; another is used as it is). */
  storybook: string;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { filters: [], update: false, ci: Boolean(process.env.CI), build: true, workers: 2, twice: false, storybook: paths.storybook };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--update') options.update = true;
    else if (arg === '--ci') options.ci = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--twice') options.twice = true;
    else if (arg === '--workers') options.workers = Math.max(1, Number(argv[(i += 1)]));
    else if (arg === '--report') options.report = argv[(i += 1)];
    else if (arg === '--storybook') options.storybook = argv[(i += 1)]!;
    else if (arg === '--') continue;
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else options.filters.push(arg);
  }
  return options;
}

const nameOf = (capture: Pick<Capture, 'storyId' | 'width' | 'direction'>) => `${capture.storyId}.${capture.width}.${capture.direction}`;

/** Makes sure storybook-static is there and newer than every source; builds it when allowed. */
function ensureStorybook(options: Options): string | null {
  if (options.storybook !== paths.storybook) return existsSync(join(options.storybook, 'index.json')) ? null : `${options.storybook}/index.json is missing`;
  const why = staleness(paths.storybook);
  if (!why) return null;
  if (!options.build) return existsSync(join(paths.storybook, 'index.json')) ? null : `${why} (and --no-build was given)`;
  console.log(`visual: ${why}; building it (pnpm build-storybook)`);
  const result = spawnSync('pnpm', ['run', '--silent', 'build-storybook'], { stdio: 'inherit' });
  return result.status === 0 ? null : 'pnpm build-storybook failed';
}

/** The fixed port when it is free (the page's own address then never changes), else any free one. */
function freePort(preferred: number): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(0));
    probe.listen(preferred, '127.0.0.1', () => probe.close(() => resolve(preferred)));
  });
}

/**
 * Captures every story of `files` with `workers` pages side by side, each taking the next file.
 * A sandbox file gets a fresh page, and no other file runs after it there (msw's worker stays in the page).
 */
async function captureAll(browser: Browser, baseUrl: string, files: StoryFile[], workers: number, onStory: (result: StoryCaptures) => void): Promise<{ localeKnown: boolean }> {
  // The files with the most stories first, so the pages finish together.
  const queue = [...files].sort((a, b) => b.storyIds.length - a.storyIds.length);
  let localeKnown = true;
  const worker = async () => {
    let page: StoryPage | undefined;
    let ranSandbox = false;
    const reopen = async () => {
      await page?.close().catch(() => undefined);
      page = new StoryPage(browser, baseUrl);
      await page.open();
      localeKnown &&= page.hasLocale;
      ranSandbox = false;
    };
    for (let file = queue.shift(); file; file = queue.shift()) {
      // A page where a sandbox file ran keeps msw's worker, which answers (or stops answering) the
      // requests of whatever file comes next: a picture then loads in one run and falls back to
      // initials in the other, as files go to whichever page is free. So such a page serves no other file.
      if (!page || ranSandbox) await reopen();
      ranSandbox ||= file.sandbox;
      for (const storyId of file.storyIds) {
        try {
          onStory(await page!.captureStory(storyId));
        } catch (error) {
          // A story that navigated the page away or crashed it: once more in a fresh page.
          await reopen();
          try {
            onStory(await page!.captureStory(storyId));
          } catch (again) {
            onStory({ storyId, captures: [], renderProblem: `capture failed: ${String(again).split('\n')[0]} (first: ${String(error).split('\n')[0]})`, masked: 0, seconds: 0 });
            await reopen();
          }
        }
      }
    }
    await page?.close();
  };
  await Promise.all(Array.from({ length: workers }, () => worker()));
  return { localeKnown };
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const entries: ReportEntry[] = [];
  const notes: string[] = [];
  let passed = 0;
  let same = 0;
  let captures = 0;
  const failures: string[] = [];
  const finish = (code: number) => {
    const seconds = Math.round((Date.now() - started) / 1000);
    const report = writeReport(paths.report, entries, { captures, same, seconds, mode: options.update ? 'update' : 'compare', notes });
    if (options.report) writeFileSync(options.report, JSON.stringify({ passed, failed: failures.length, failures }, null, 2));
    for (const note of notes) console.log(`visual: ${note}`);
    if (failures.length > 0) {
      console.log(`\nvisual: ${failures.length} of ${captures} captures differ from their baselines:`);
      for (const failure of failures) console.log(`  ✗ ${failure}`);
      console.log(`visual: report with baseline, capture and difference of each: ${report}`);
      if (!options.update) console.log('visual: if the change is intended, `pnpm visual:update <story id>` writes the new baselines');
    }
    console.log(`\nvisual: ${captures} captures of ${storyCount} stories in ${seconds} s: ${passed} passed, ${failures.length} failed`);
    return code;
  };
  let storyCount = 0;

  const buildProblem = ensureStorybook(options);
  if (buildProblem) {
    failures.push(`storybook: ${buildProblem}`);
    return finish(1);
  }
  const files = storyFiles(options.storybook, options.filters);
  storyCount = files.reduce((sum, file) => sum + file.storyIds.length, 0);
  if (storyCount === 0) {
    failures.push(`no story matches ${options.filters.join(', ')}`);
    return finish(1);
  }
  mkdirSync(paths.baselines, { recursive: true });
  const port = await freePort(Number(process.env.VISUAL_PORT ?? defaultPort));
  if (port !== defaultPort) notes.push(`port ${defaultPort} was taken: a story that prints the page's address differs`);
  const server = await startStaticServer(options.storybook, port);
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs, headless: true });
  const seen = new Set<string>();
  const firstRun = new Map<string, Buffer>();
  let done = 0;
  const renderProblems: string[] = [];

  const pngs = startPngWorkers(2);
  const judging: Promise<void>[] = [];

  /**
   * Judges a capture in a worker thread: against its baseline, or with --twice against the first
   * run's capture. Update mode writes the baseline when it changed; a local compare writes a missing one.
   */
  const judge = (capture: Capture) => {
    const name = nameOf(capture);
    seen.add(name);
    const baselinePath = join(paths.baselines, `${name}.png`);
    let against: Buffer | undefined;
    if (options.twice) {
      against = firstRun.get(name);
      if (!against) {
        firstRun.set(name, capture.png);
        return;
      }
    }
    captures += 1;
    const write = options.twice ? 'never' : options.update ? 'if-changed' : options.ci ? 'never' : 'if-missing';
    const task = options.twice ? { png: capture.png, against, write } as const : { png: capture.png, baselinePath, write } as const;
    judging.push(
      pngs.run(task).then(onResult, (error: unknown) => {
        failures.push(`${name}: could not be compared (${String(error).split('\n')[0]})`);
        entries.push({ name, storyId: capture.storyId, actual: capture.png, status: 'error', detail: String(error).split('\n')[0] ?? '' });
      }),
    );
    function onResult(result: JudgeResult) {
        const entry = { name, storyId: capture.storyId, actual: capture.png, baseline: result.previous, diff: result.diff };
        if (result.status === 'same') {
          passed += 1;
          same += 1;
        } else if (options.update) {
          passed += 1;
          entries.push({ ...entry, status: 'written', detail: result.status === 'missing' ? 'new baseline' : 'baseline replaced' });
        } else if (result.status === 'missing') {
          if (result.written) {
            passed += 1;
            entries.push({ ...entry, status: 'written', detail: 'no baseline yet: written' });
          } else {
            failures.push(`${name}: no baseline (write it with pnpm visual:update ${capture.storyId})`);
            entries.push({ ...entry, status: 'missing', detail: 'no baseline' });
          }
        } else {
          const between = options.twice ? ' between the two runs' : '';
          const detail =
            result.status === 'changed'
              ? `${result.diffPixels} pixels differ${between}`
              : `size ${result.sizes!.baseline.width}x${result.sizes!.baseline.height} -> ${result.sizes!.actual.width}x${result.sizes!.actual.height}${between}`;
          failures.push(`${name}: ${detail}`);
          entries.push({ ...entry, status: result.status, detail });
        }
    }
  };

  const onStory = (result: StoryCaptures) => {
    done += 1;
    if (result.renderProblem) renderProblems.push(`${result.storyId}: ${result.renderProblem}`);
    if (result.captures.length === 0) {
      failures.push(`${result.storyId}: not captured (${result.renderProblem})`);
      entries.push({ name: result.storyId, storyId: result.storyId, status: 'error', detail: result.renderProblem ?? 'not captured' });
    }
    for (const capture of result.captures) judge(capture);
    if (done % 100 === 0) console.log(`visual: ${done} stories, ${Math.round((Date.now() - started) / 1000)} s`);
  };

  try {
    const runs = options.twice ? 2 : 1;
    let localeKnown = true;
    for (let run = 0; run < runs; run += 1) {
      done = 0;
      ({ localeKnown } = await captureAll(browser, server.url, files, options.workers, onStory));
    }
    if (!localeKnown) notes.push("Storybook has no global 'locale' yet: the rtl captures show the stories in English, left to right");
    await Promise.all(judging);
  } finally {
    await browser.close();
    await server.close();
    await pngs.close();
  }
  entries.sort((a, b) => a.name.localeCompare(b.name));

  if (renderProblems.length > 0) {
    notes.push(`${renderProblems.length} stories ended their render or play function with a problem; each is captured in the state it was left in (the story tests report them): ${renderProblems.join(' | ')}`);
  }
  const masked = masks.map((mask) => `${mask.selector} in ${mask.stories}: ${mask.reason}`);
  if (masked.length > 0) notes.push(`masked: ${masked.join('; ')}`);

  if (options.filters.length === 0 && !options.twice) {
    const orphans = readdirSync(paths.baselines).filter((file) => file.endsWith('.png') && !seen.has(file.slice(0, -'.png'.length)));
    if (options.update) for (const orphan of orphans) rmSync(join(paths.baselines, orphan));
    else if (orphans.length > 0) notes.push(`${orphans.length} baselines have no story any more (pnpm visual:update removes them): ${orphans.slice(0, 20).join(', ')}`);
    if (options.update) {
      if (orphans.length > 0) notes.push(`${orphans.length} baselines of stories that are gone removed`);
      const bytes = readdirSync(paths.baselines).reduce((sum, file) => sum + statSync(join(paths.baselines, file)).size, 0);
      notes.push(`baselines: ${readdirSync(paths.baselines).length} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB`);
    }
  }
  return finish(failures.length > 0 ? 1 : 0);
}

process.exitCode = await main();
