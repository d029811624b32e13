// `pnpm --filter @marketplace/agency-screens sync-exports`: writes package.json's exports from
// screenEntries.ts, so registering a screen is one line in that list.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { derivePackageExports } from '../packageExports';

const manifestPath = join(dirname(dirname(fileURLToPath(import.meta.url))), 'package.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const { exports, publishedExports } = derivePackageExports();
manifest.exports = exports;
manifest.publishConfig = { ...manifest.publishConfig, exports: publishedExports };
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`package.json: ${Object.keys(exports).length - 1} entries written from screenEntries.ts`);
