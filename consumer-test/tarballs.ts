import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand } from './commands';

/** The packages, in build order (each after what it imports). */
export const packageNames = ['domain', 'api-client', 'ui', 'sandbox', 'agency-screens'] as const;
export type PackageName = (typeof packageNames)[number];

/**
 * Packs every package with pnpm (which applies `publishConfig` and turns `workspace:` ranges into
 * versions) into `dir` as `marketplace-<name>.tgz`. `prepack` builds; when every package already has
 * its build (`npm test` builds them just before), `--ignore-scripts` reuses it rather than build twice.
 * `build` forces the `prepack` builds (a stale dist/ would otherwise be packed).
 */
export function packTarballs(root: string, dir: string, { build = false } = {}): Record<PackageName, string> {
  mkdirSync(dir, { recursive: true });
  const built = !build && packageNames.every((name) => existsSync(join(root, 'packages', name, 'dist')));
  const tarballs = {} as Record<PackageName, string>;
  for (const name of packageNames) {
    const packageDir = join(root, 'packages', name);
    const before = new Set(readdirSync(dir));
    runCommand('pnpm', ['pack', ...(built ? ['--ignore-scripts'] : []), '--pack-destination', dir], { cwd: packageDir });
    const packed = readdirSync(dir).find((file) => file.endsWith('.tgz') && !before.has(file));
    if (!packed) throw new Error(`pnpm pack wrote no tarball for ${name}`);
    tarballs[name] = join(dir, `marketplace-${name}.tgz`);
    renameSync(join(dir, packed), tarballs[name]);
  }
  return tarballs;
}

/** The files a tarball holds (without the leading `package/`), and its package.json. */
export function readTarball(tarball: string): { files: Set<string>; manifest: Record<string, unknown> } {
  const listing = runCommand('tar', ['-tzf', tarball], { cwd: '/' });
  const files = new Set(listing.split('\n').filter(Boolean).map((line) => line.replace(/^package\//, '')));
  const manifest = JSON.parse(runCommand('tar', ['-xzOf', tarball, 'package/package.json'], { cwd: '/' })) as Record<string, unknown>;
  return { files, manifest };
}
