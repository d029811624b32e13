import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What the built index.html's route preload asks for with a section (apps/host/build/routePreloadPlugin.ts),
// read from the build itself: the map the inline script carries, and Vite's manifest for which file is which.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = process.env.E2E_HOST_DIST ?? join(root, 'apps', 'host', 'dist');

interface RoutePreloadMap {
  sections: Record<string, number[]>;
  files: string[];
  prefix: string;
}

function routePreloadMap(): RoutePreloadMap {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const json = /\}\)\((\{.*\}),window\);<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error("index.html carries no route preload map");
  return JSON.parse(json) as RoutePreloadMap;
}

function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`the build has no chunk for ${source}`);
  return entry.file;
}

describe("the route preload in the built index.html", () => {
  it("asks for the schemas a section's first answers are decoded with, in the same round as its code", () => {
    const map = routePreloadMap();
    const schemas = builtFile('../../packages/api-client/src/resources/property/propertySchemas.ts');
    const filesOf = (section: string) => (map.sections[section] ?? []).map((index) => `${map.prefix}${map.files[index]}`.replace(/^\//, ''));
    // Before: loaded only once the enquiries had answered, a round of code after the data.
    expect(filesOf('inquiry-management')).toContain(schemas);
    expect(filesOf('dashboard')).toContain(schemas);
    // A section whose first answers are not property ones does not download them.
    expect(filesOf('team-management')).not.toContain(schemas);
  });
});
