import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** What marks a story file (or a story helper it imports) as serving the sandbox through msw. */
const servesSandbox = /\bmsw\b|createStorySandbox|createStorySession/;
const localImport = /from\s+'(\.{1,2}\/[^']+)'/g;

function sourceOf(path: string): string {
  for (const candidate of [path, `${path}.tsx`, `${path}.ts`, join(path, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return readFileSync(candidate, 'utf8');
  }
  return '';
}

/** True when the file, or a module it imports by a relative path (two levels deep), matches `pattern`. */
function mentions(file: string, pattern: RegExp, depth = 2): boolean {
  const text = sourceOf(file);
  if (pattern.test(text)) return true;
  if (depth === 0) return false;
  return [...text.matchAll(localImport)].some(([, specifier]) => specifier !== undefined && mentions(resolve(dirname(file), specifier), pattern, depth - 1));
}

/** The files in the src folders of the packages and apps whose path `keep` accepts, relative to `root`. */
function filesUnder(root: string, keep: (path: string) => boolean): string[] {
  return ['packages', 'apps'].flatMap((top) =>
    readdirSync(join(root, top), { recursive: true, encoding: 'utf8' })
      .filter((path) => !path.includes('node_modules') && path.split('/')[1] === 'src' && keep(path))
      .map((path) => join(top, path)),
  );
}

/**
 * The story files of the workspace's packages, split in two: those whose stories run on the
 * sandbox through msw, and the others. The others run in one page one after another (no new
 * iframe and no new module graph per file, about a quarter of the time); the sandbox stories keep
 * a fresh page per file, because msw's worker stopped answering in a page where an earlier
 * sandbox story file had run (its later requests reached the dev server and got 404).
 */
export function storyFilesBySandboxUse(root: string): { sandbox: string[]; others: string[] } {
  const files = filesUnder(root, (path) => path.endsWith('.stories.tsx')).sort();
  const sandbox: string[] = [];
  const others: string[] = [];
  for (const file of files) (mentions(join(root, file), servesSandbox) ? sandbox : others).push(file);
  return { sandbox, others };
}

/**
 * What marks a jsdom test file as changing what other files would see: a module mock, a global, or
 * msw's interception of fetch (a server serving the sandbox).
 */
const changesGlobals =
  /setupServer|msw\/node|vi\.(mock|doMock|stubGlobal)\(|URL\.(create|revoke)ObjectURL|Object\.(defineProperty|assign)\((window|globalThis|navigator|URL|HTML|Element|document)|\.prototype\b|(window|globalThis)\.[A-Za-z]+ =/;

/**
 * The jsdom test files, split in two: those that mock a module (`vi.mock`), change a global (a
 * stubbed `URL.createObjectURL`, a prototype, a property of `window`) or serve the sandbox through
 * msw (itself or through a test helper it imports), which get a fresh
 * environment each; and the others, which share one environment and module graph one after
 * another (about a third of the time). A mock or a changed global would leak into the next file.
 */
export function jsdomTestFilesByIsolation(root: string): { isolated: string[]; shared: string[] } {
  const files = filesUnder(root, (path) => path.endsWith('.test.tsx') || path.endsWith('.dom.test.ts')).sort();
  const isolated: string[] = [];
  const shared: string[] = [];
  for (const file of files) (mentions(join(root, file), changesGlobals) ? isolated : shared).push(file);
  return { isolated, shared };
}
