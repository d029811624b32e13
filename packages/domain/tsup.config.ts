import { writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../config/tsupPackage';

// tsup names an entry by its key: the Arabic catalogue builds to dist/ar.js, the subpath `./ar`.
const build = packageBuild({ entry: { index: 'src/index.ts', fixtures: 'src/fixtures.ts', ar: 'src/messages/ar/index.ts' } });

export default defineConfig({
  ...build,
  // The shared step emits the `.d.ts` tree as src/ lays it out (dist/messages/ar/index.d.ts); the
  // subpath's `types` is dist/ar.d.ts, beside its JS, so that file re-exports the tree's.
  onSuccess: async () => {
    if (typeof build.onSuccess === 'function') await build.onSuccess();
    writeFileSync('dist/ar.d.ts', "export * from './messages/ar/index.js';\n");
  },
});
