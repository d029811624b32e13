// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { derivePackageExports } from '../packageExports';
import { exportSubpath, screenEntries, sharedEntries } from '../screenEntries';
import tsupConfig from '../tsup.config';

type ExportEntry = { 'marketplace-source': string; types: string; import: string };
type Exports = Record<string, string | ExportEntry>;

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Exports;
  publishConfig: { exports: Record<string, string | Omit<ExportEntry, 'marketplace-source'>> };
};
const registered = [...screenEntries.map((screen) => screen.folder), ...sharedEntries];
const builtEntries = Object.keys((tsupConfig as { entry: Record<string, string> }).entry);

describe('the published entries of agency-screens', () => {
  const entryExports = Object.entries(manifest.exports).filter(([name]) => name !== './package.json');

  it.each(entryExports)('%s is a registered entry whose source exists and is built', (name, entry) => {
    if (typeof entry === 'string') throw new Error(`${name} should name its source, types and build`);
    const folder = /^\.\/src\/([^/]+)\/index\.ts$/.exec(entry['marketplace-source'])?.[1];
    expect(folder, name).toBeDefined();
    expect(existsSync(join(packageDir, entry['marketplace-source']))).toBe(true);
    expect(registered, `${name}: add ${folder} to screenEntries.ts`).toContain(folder);
    expect(name).toBe(`./${exportSubpath(folder ?? '')}`);
    // An export whose folder tsup does not build would publish a missing file.
    expect(builtEntries).toContain(`${folder}/index`);
    expect(entry.import).toBe(`./dist/${folder}/index.js`);
    expect(entry.types).toBe(`./dist/${folder}/index.d.ts`);
  });

  it('exports and builds every registered entry', () => {
    const exported = entryExports.map(([, entry]) => (typeof entry === 'string' ? entry : entry['marketplace-source']));
    for (const folder of registered) {
      expect(exported).toContain(`./src/${folder}/index.ts`);
      expect(builtEntries).toContain(`${folder}/index`);
    }
  });

  it('registers every screen folder, so none is left out of the build', () => {
    const folders = readdirSync(join(packageDir, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(packageDir, 'src', entry.name, 'index.ts')))
      .map((entry) => entry.name)
      .filter((folder) => folder !== 'shared');
    expect(folders.sort()).toEqual([...registered].sort());
  });

  it('publishes the same exports without the workspace-only source condition', () => {
    const published = Object.fromEntries(
      Object.entries(manifest.exports).map(([name, entry]) => {
        if (typeof entry === 'string') return [name, entry];
        const { 'marketplace-source': _source, ...rest } = entry;
        return [name, rest];
      }),
    );
    expect(manifest.publishConfig.exports).toEqual(published);
  });

  it('lists exactly the exports derived from screenEntries.ts (run `pnpm --filter @marketplace/agency-screens sync-exports`)', () => {
    const { exports, publishedExports } = derivePackageExports();
    expect(manifest.exports).toEqual(exports);
    expect(manifest.publishConfig.exports).toEqual(publishedExports);
  });

  it('gives each host section at most one screen', () => {
    const sections = screenEntries.flatMap((screen) => (screen.hostSection ? [screen.hostSection] : []));
    expect(new Set(sections).size).toBe(sections.length);
  });
});
