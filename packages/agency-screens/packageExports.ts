import { exportSubpath, screenEntries, sharedEntries } from './screenEntries';

interface EntryFiles {
  types: string;
  import: string;
}

/** Every entry folder, screens first: the order package.json lists them in. */
export const entryFolders: readonly string[] = [...screenEntries.map((screen) => screen.folder), ...sharedEntries];

function entryFiles(folder: string): EntryFiles {
  return { types: `./dist/${folder}/index.d.ts`, import: `./dist/${folder}/index.js` };
}

/**
 * package.json's `exports` and `publishConfig.exports`, derived from the one list of entries:
 * inside the workspace each entry also resolves to its sources (`marketplace-source`); the
 * published manifest names only files of `dist/`.
 */
export function derivePackageExports() {
  const workspace: Record<string, unknown> = {};
  const published: Record<string, unknown> = {};
  for (const folder of entryFolders) {
    const subpath = `./${exportSubpath(folder)}`;
    workspace[subpath] = { 'marketplace-source': `./src/${folder}/index.ts`, ...entryFiles(folder) };
    published[subpath] = entryFiles(folder);
  }
  workspace['./package.json'] = './package.json';
  published['./package.json'] = './package.json';
  return { exports: workspace, publishedExports: published };
}
