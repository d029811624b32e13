// Lighthouse (mobile, simulated throttling: its default) on the sign-in page, in demo mode and against an
// API, on the same builds `pnpm bench` makes (bench/out/), served by `vite preview`. Issue 20 asks for a
// performance score of 95 or more in both. Not part of `pnpm bench` (Lighthouse is not a dependency: it is
// run through npx, pinned to 12.8.2, the newest line that runs on Node 20):
//   node bench/lighthouse.mjs [runs]        (builds first; --no-build reuses bench/out/)
// CHROME_PATH defaults to Debian's /usr/bin/chromium.
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { benchOutDirs, buildHost } from './builds.mjs';
import { chromiumArgs, chromiumExecutablePath } from './chromium.mjs';
import { coldLoadApiUrl } from './coldLoadBench.mjs';
import { median } from './enquiryListReport.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 3);
const outDirs = benchOutDirs(root);
const lighthouse = 'lighthouse@12.8.2';
const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

async function serve(outDir, port) {
  const server = await preview({ configFile: false, root: dirname(outDir), logLevel: 'warn', build: { outDir }, preview: { host: '127.0.0.1', port, strictPort: true } });
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

// Asynchronously: the preview server answering the page runs in this process's event loop.
async function runLighthouse(url) {
  const report = join(mkdtempSync(join(tmpdir(), 'lighthouse-')), 'report.json');
  const flags = [...chromiumArgs, '--headless=new'].join(' ');
  const child = spawn(
    'npx',
    ['-y', lighthouse, url, '--only-categories=performance', '--output=json', `--output-path=${report}`, `--chrome-flags=${flags}`, '--quiet'],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? chromiumExecutablePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const status = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (status !== 0) throw new Error(`lighthouse exited with ${status} on ${url}`);
  const json = JSON.parse(readFileSync(report, 'utf8'));
  return {
    score: Math.round(json.categories.performance.score * 100),
    ...Object.fromEntries(metrics.map((id) => [id, json.audits[id].numericValue])),
  };
}

if (!process.argv.includes('--no-build')) {
  await Promise.all([buildHost(root, outDirs.hostDemo), buildHost(root, outDirs.hostHttp, coldLoadApiUrl())]);
}
const cases = [
  { label: '/agencySignin, against an API', outDir: outDirs.hostHttp, port: 4311 },
  { label: '/agencySignin, demo mode', outDir: outDirs.hostDemo, port: 4312 },
];
let failed = false;
console.log(`Lighthouse ${lighthouse} (mobile, simulated throttling), performance, median of ${runs} runs:`);
for (const { label, outDir, port } of cases) {
  const server = await serve(outDir, port);
  try {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await runLighthouse(`${server.url}/agencySignin`));
    const score = median(samples.map((sample) => sample.score));
    const ms = (id) => `${Math.round(median(samples.map((sample) => sample[id])))} ms`;
    console.log(
      `  ${label}: ${score} (runs ${samples.map((sample) => sample.score).join(', ')}; FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, CLS ${median(samples.map((sample) => sample['cumulative-layout-shift'])).toFixed(3)}, SI ${ms('speed-index')}) ${score >= 95 ? 'within goal (>= 95)' : 'UNDER GOAL (>= 95)'}`,
    );
    if (score < 95) failed = true;
  } finally {
    await server.close();
  }
}
process.exitCode = failed ? 1 : 0;
