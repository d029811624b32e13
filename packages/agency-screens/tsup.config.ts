import { defineConfig } from 'tsup';
import { packageBuild } from '../../config/tsupPackage';
import { workerUrlPlugin } from '../../config/tsupWorkerUrls';
import { entryFolders } from './packageExports';

/** Web Workers, each its own entry, which the screens' `new URL('./x.worker.ts', import.meta.url)` are rewritten to. */
const workers = { 'BulkUpload/csvCheck.worker': 'src/BulkUpload/csvCheck/csvCheck.worker.ts' };

// One entry per screen (from the one list, screenEntries.ts), so an embedder pays only for the screens it imports.
const build = packageBuild({
  entry: { ...Object.fromEntries(entryFolders.map((folder) => [`${folder}/index`, `src/${folder}/index.ts`])), ...workers },
  css: true,
});

export default defineConfig({ ...build, plugins: [...(build.plugins ?? []), workerUrlPlugin(workers)] });
