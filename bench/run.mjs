// `pnpm bench`: first-load JavaScript of the host's routes against the floor of React alone,
// both built by the same Vite in this run. Fails when a heavy library reaches a first load or a
// route is over its goal, or when a browser case (enquiry list, CSV check, cold load) fails.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchOutDirs } from './builds.mjs';
import { buildForColdLoad, runColdLoadBench } from './coldLoadBench.mjs';
import { runCsvCheckBench } from './csvCheckBench.mjs';
import { runEnquiryListBench } from './enquiryListBench.mjs';
import { runGazetteerSearchBench } from './gazetteerSearchBench.mjs';
import { runMapPickerBench } from './mapPickerBench.mjs';
import { runPropertyFormTypingBench } from './propertyFormTypingBench.mjs';
import { firstLoadChunks, gzipBytes, heavyPackagesIn, kib, readManifest } from './firstLoad.mjs';
import { heavyLibraries, routeCases } from './routes.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const outDirs = benchOutDirs(root);
const floorOut = outDirs.floor;
// The demo-mode build: what `pnpm --filter @marketplace/host build` makes with no API configured.
const hostOut = outDirs.hostDemo;

// The enquiry-list case (issue 4) runs first and reports on its own, so the first-load case cannot hide it.
const enquiryListFailed = await runEnquiryListBench(root);
// So does the CSV-check case (issue 5): the check in its worker against papaparse's bare parse.
const csvCheckFailed = await runCsvCheckBench(root);
// And the gazetteer-search case (issue 16): a keystroke's map-picker suggestions, in Node.
const gazetteerSearchFailed = await runGazetteerSearchBench(root);
// And opening the map picker (issue 16): click to a rendered basemap, the bytes it loads, the basemap's size.
const mapPickerFailed = await runMapPickerBench(root);
// And typing in the property form (issue 17): title and a 5,000-word description, a frame per keystroke, no long task.
const propertyFormTypingFailed = await runPropertyFormTypingBench(root);

// The floor and the host, in demo mode and against the sandbox over HTTP (the cold-load case's).
await buildForColdLoad(root, { outDirs });
const floorBytes = gzipBytes(floorOut, firstLoadChunks(readManifest(floorOut), ['index.html']));
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

// The cold-load case (issue 20): paint times in Chromium against the floor's, on the builds above.
const coldLoadFailed = await runColdLoadBench(root, { outDirs });

process.exit(failed || enquiryListFailed || csvCheckFailed || gazetteerSearchFailed || mapPickerFailed || propertyFormTypingFailed || coldLoadFailed ? 1 : 0);
