import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsc7 = join(root, 'node_modules', 'tsc7', 'bin', 'tsc');

/** `from './x'` and `import('./x')` in a declaration file: the relative specifiers Node's ESM resolution needs spelled out. */
const relativeSpecifier = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

function declarationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `./Button` -> `./Button.js`, `./theme` or `..` -> `./theme/index.js` or `../index.js`, `./Button.css` -> `./Button.css.js`, as the emitted tree holds them. */
function withExtension(file: string, specifier: string): string {
  if (/\.(js|mjs|cjs|json)$/.test(specifier)) return specifier;
  const target = resolve(dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`declarations: ${specifier} in ${file} names no emitted declaration`);
}

/**
 * Emits the package's `.d.ts` tree into `dist/` with TypeScript 7's compiler (a fraction of the
 * time tsup's rollup-based dts step took), from `tsconfig.build.json`: the entries and what they
 * import, checked against the sibling packages' built declarations (`customConditions: []` turns
 * the workspace's source condition off, so a package builds after those it imports). The workspace
 * writes extensionless relative imports (bundler resolution); the emitted declarations get `.js`
 * extensions, so they resolve under Node's ESM rules too.
 */
export function emitDeclarations(packageDir = process.cwd()): void {
  const result = spawnSync(process.execPath, [tsc7, '-p', 'tsconfig.build.json'], { cwd: packageDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`declarations: tsc exited with ${result.status ?? result.signal}`);
  for (const file of declarationFiles(join(packageDir, 'dist'))) {
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(relativeSpecifier, (_match, lead: string, quote: string, specifier: string) => `${lead}${quote}${withExtension(file, specifier)}${quote}`);
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}
