import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSeedData, demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';

// The seed's demo credentials must reach a production build only inside demo mode's lazily loaded
// sandbox chunk: never in what every visit downloads (the entry and what it imports statically).
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.E2E_HOST_DIST ?? join(root, 'apps', 'host', 'dist');
const staticImport = /import[^"'()]*?["'](\.\.?\/[^"']+\.js)["']/g;

function read(file: string): string {
  return readFileSync(join(distDir, file), 'utf8');
}

/** The entry script of index.html and every chunk it imports statically, as paths under dist/. */
function firstLoadChunks(): string[] {
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(read('index.html'))?.[1];
  if (!entry) throw new Error('index.html names no module script');
  const chunks = new Set<string>();
  const visit = (file: string) => {
    if (chunks.has(file)) return;
    chunks.add(file);
    for (const [, specifier] of read(file).matchAll(staticImport)) visit(join(dirname(file), specifier ?? ''));
  };
  visit(entry);
  return [...chunks];
}

function assetChunks(): string[] {
  return readdirSync(join(distDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
}

describe("the host's production build", () => {
  const seed = createSeedData();
  const fixtureStrings = [demoAgencyCredentials.password, demoAgencyCredentials.email, seed.demoAgency.name ?? ''];

  it('loads no seed fixture on a first visit', () => {
    expect(existsSync(join(distDir, 'index.html'))).toBe(true);
    const chunks = firstLoadChunks();
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      const code = read(chunk);
      for (const text of fixtureStrings) expect(code.includes(text), `${chunk} holds '${text}'`).toBe(false);
    }
  });

  it("holds the demo password only in chunks loaded later (demo mode's sandbox)", () => {
    const firstLoad = new Set([...firstLoadChunks(), ...[...read('index.html').matchAll(/assets\/[^"]+\.js/g)].map((match) => match[0])]);
    const withPassword = assetChunks().filter((chunk) => read(chunk).includes(demoAgencyCredentials.password));
    expect(withPassword.length, 'demo mode still signs in as the seeded agency').toBeGreaterThan(0);
    for (const chunk of withPassword) expect(firstLoad.has(chunk), chunk).toBe(false);
  });
});
