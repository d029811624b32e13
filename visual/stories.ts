// The stories of the built Storybook (its index.json), grouped by file, and the freshness of the build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { storyFilesBySandboxUse } from '../config/testFileSplits';

export interface StoryFile {
  importPath: string;
  storyIds: string[];
  /** Its stories serve the sandbox through msw: they get a fresh page (see config/testFileSplits.ts). */
  sandbox: boolean;
}

interface IndexEntry {
  type: string;
  id: string;
  importPath: string;
}

/** Every story (type 'story', docs pages left out) whose id contains one of `filters` (all without filters). */
export function storyFiles(storybookDir: string, filters: string[]): StoryFile[] {
  const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const sandboxFiles = new Set(storyFilesBySandboxUse(process.cwd()).sandbox.map((file) => `./${file}`));
  const files = new Map<string, StoryFile>();
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'story') continue;
    if (filters.length > 0 && !filters.some((filter) => entry.id.includes(filter))) continue;
    const file = files.get(entry.importPath) ?? { importPath: entry.importPath, storyIds: [], sandbox: sandboxFiles.has(entry.importPath) };
    file.storyIds.push(entry.id);
    files.set(entry.importPath, file);
  }
  return [...files.values()];
}

/** Where the built Storybook's sources live: a file newer than the build makes it stale. */
const sourceRoots = ['.storybook', 'packages', 'apps/host/src', 'apps/host/public'];

/** Why the built Storybook cannot be used as it is (missing, or older than a source), or null. */
export function staleness(storybookDir: string): string | null {
  const built = join(storybookDir, 'index.json');
  if (!existsSync(built)) return `${storybookDir} has not been built`;
  const builtAt = statSync(built).mtimeMs;
  const newer = newestSource(builtAt);
  return newer ? `${newer} is newer than ${storybookDir}` : null;
}

function newestSource(since: number): string | null {
  for (const root of sourceRoots) {
    if (!existsSync(root)) continue;
    for (const path of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (/(^|\/)(node_modules|dist)(\/|$)/.test(path) || path.includes('/.')) continue;
      if (root === 'packages' && !/^[^/]+\/(src\/|package\.json$)/.test(path)) continue;
      const file = join(root, path);
      const stats = statSync(file, { throwIfNoEntry: false });
      if (stats?.isFile() && stats.mtimeMs > since) return file;
    }
  }
  return null;
}
