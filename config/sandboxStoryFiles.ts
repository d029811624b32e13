import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** What marks a story file (or a story helper it imports) as serving the sandbox through msw. */
const servesSandbox = /\bmsw\b|createStorySandbox|createStorySession/;
const localImport = /from\s+'(\.{1,2}\/[^']+)'/g;

function sourceOf(path: string): string {
  for (const candidate of [path, `${path}.tsx`, `${path}.ts`, join(path, 'index.ts')]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return readFileSync(candidate, 'utf8');
  }
  return '';
}

/** True when the file, or a module it imports by a relative path, serves the sandbox through msw. */
function isSandboxStory(file: string): boolean {
  const text = readFileSync(file, 'utf8');
  if (servesSandbox.test(text)) return true;
  return [...text.matchAll(localImport)].some(([, specifier]) => specifier !== undefined && servesSandbox.test(sourceOf(resolve(dirname(file), specifier))));
}

/**
 * The story files of the workspace's packages, split in two: those whose stories run on the
 * sandbox through msw, and the others. The others run in one page one after another (no new
 * iframe and no new module graph per file, about a quarter of the time); the sandbox stories keep
 * a fresh page per file, because msw's worker stopped answering in a page where an earlier
 * sandbox story file had run (its later requests reached the dev server and got 404).
 */
export function storyFilesBySandboxUse(root: string): { sandbox: string[]; others: string[] } {
  const packages = join(root, 'packages');
  const files = readdirSync(packages, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.stories.tsx') && !path.includes('node_modules') && path.split('/')[1] === 'src')
    .map((path) => join(packages, path))
    .sort();
  const sandbox: string[] = [];
  const others: string[] = [];
  for (const file of files) (isSandboxStory(file) ? sandbox : others).push(relative(root, file));
  return { sandbox, others };
}
