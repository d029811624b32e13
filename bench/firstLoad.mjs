import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Reads Vite's manifest from a build's outDir. */
export function readManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * The chunks a first visit downloads: the HTML entry, then each named dynamic entry the route
 * renders at once, each with its static imports (the modulepreload closure).
 */
export function firstLoadChunks(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bench: '${key}' is not in the build manifest; update bench/routes.mjs`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

export function gzipBytes(outDir, files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The heavy packages (by name prefix) bundled in any of the given chunks. */
export function heavyPackagesIn(chunks, chunkModules, heavyLibraries) {
  const found = chunks.flatMap((file) => (chunkModules[file] ?? []).filter((pkg) => heavyLibraries.some((lib) => pkg.startsWith(lib))));
  return [...new Set(found)].sort();
}
