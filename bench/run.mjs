// `pnpm bench`: first-load JavaScript of the host's routes against the floor of React alone,
// both built by the same Vite in this run. Fails when a heavy library reaches a first load or a
// route is over its goal, or when a browser case (enquiry list, CSV check) fails.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { runCsvCheckBench } from './csvCheckBench.mjs';
import { runEnquiryListBench } from './enquiryListBench.mjs';
import { firstLoadChunks, gzipBytes, heavyPackagesIn, kib, readManifest } from './firstLoad.mjs';
import { heavyLibraries, routeCases } from './routes.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const floorOut = join(root, 'bench', 'out', 'react-floor');
const hostOut = join(root, 'apps', 'host', 'dist');

// The enquiry-list case (issue 4) runs first and reports on its own, so the first-load case cannot hide it.
const enquiryListFailed = await runEnquiryListBench(root);
// So does the CSV-check case (issue 5): the check in its worker against papaparse's bare parse.
const csvCheckFailed = await runCsvCheckBench(root);

await build({
  root: join(root, 'bench', 'react-floor'),
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: floorOut, emptyOutDir: true, manifest: true, target: 'es2022' },
});
const floorBytes = gzipBytes(floorOut, firstLoadChunks(readManifest(floorOut), ['index.html']));

execFileSync('pnpm', ['--filter', '@marketplace/host', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
const manifest = readManifest(hostOut);
const chunkModules = JSON.parse(readFileSync(join(hostOut, '.vite', 'chunk-modules.json'), 'utf8'));

// Section screens are lazy chunks keyed by their source module; resolve '#section' aliases.
const sectionKey = (key) => {
  if (!key.includes('#')) return key;
  const dynamicEntries = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && k.includes('agency-screens'));
  const section = key.split('#')[1];
  const match = dynamicEntries.find((k) => k.toLowerCase().includes(section.replace(/-/g, ''))) ?? dynamicEntries.find((k) => k.includes('SectionUnavailable'));
  if (!match) throw new Error(`bench: no screen chunk for section '${section}'`);
  return match;
};

let failed = false;
console.log(`React floor (react + react-dom rendering a div): ${kib(floorBytes)} gzip`);
for (const route of routeCases) {
  const chunks = firstLoadChunks(manifest, route.keys.map(sectionKey));
  const bytes = gzipBytes(hostOut, chunks);
  const ratio = bytes / floorBytes;
  const heavy = heavyPackagesIn(chunks, chunkModules, heavyLibraries);
  const overGoal = route.goal !== null && ratio > route.goal;
  const verdict = route.goal === null ? '(no size goal)' : `(goal <= ${route.goal}x): ${overGoal ? 'OVER GOAL' : 'within goal'}`;
  console.log(`${route.name}: ${kib(bytes)} gzip in ${chunks.length} chunks, ${ratio.toFixed(2)}x the floor ${verdict}`);
  if (overGoal) failed = true;
  if (heavy.length > 0) {
    console.error(`FAIL: ${route.name} loads heavy libraries on first visit: ${heavy.join(', ')}`);
    failed = true;
  }
}
process.exit(failed || enquiryListFailed || csvCheckFailed ? 1 : 0);
