// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = dirname(dirname(fileURLToPath(import.meta.url)));
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { 'marketplace-source': string; types: string; import: string }>;
};
const tsupConfig = readFileSync(join(packageDir, 'tsup.config.ts'), 'utf8');
const builtScreens = [...(/const screens = \[([^\]]*)\]/.exec(tsupConfig)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]);

describe('the published entries of agency-screens', () => {
  const screenExports = Object.entries(manifest.exports).filter(([name]) => name !== './package.json');

  it.each(screenExports)('builds %s, whose source exists', (name, entry) => {
    if (typeof entry === 'string') throw new Error(`${name} should name its source, types and build`);
    const folder = /^\.\/src\/([^/]+)\/index\.ts$/.exec(entry['marketplace-source'])?.[1];
    expect(folder, name).toBeDefined();
    expect(existsSync(join(packageDir, entry['marketplace-source']))).toBe(true);
    // An export whose folder tsup does not build would publish a missing file.
    expect(builtScreens).toContain(folder);
    expect(entry.import).toBe(`./dist/${folder}/index.js`);
    expect(entry.types).toBe(`./dist/${folder}/index.d.ts`);
  });

  it('exports every screen it builds', () => {
    const exported = screenExports.map(([, entry]) => (typeof entry === 'string' ? entry : entry['marketplace-source']));
    for (const screen of builtScreens) expect(exported).toContain(`./src/${screen}/index.ts`);
  });
});
