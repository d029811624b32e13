// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workspaceRoot } from './importGraph';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'stories' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories|testing)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names a file imports from @marketplace/domain that are copy: `en` or a message group. */
function copyImports(source: string): string[] {
  const imports = [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@marketplace\/domain'/g)];
  return imports
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim().replace(/^type\s+/, ''))
    .filter((name) => name === 'en' || /^[a-z][A-Za-z]*Messages$/.test(name));
}

/** The production files under `folder` (relative to the workspace) that import copy, but for the allowed prefixes. */
function offenders(folder: string, allowed: readonly string[] = []) {
  const root = join(workspaceRoot, folder);
  return sourceFiles(root)
    .map((path) => ({ file: relative(root, path).replaceAll('\\', '/'), names: copyImports(readFileSync(path, 'utf8')) }))
    .filter(({ file, names }) => names.length > 0 && !allowed.some((prefix) => file.startsWith(prefix)));
}

describe('copy', () => {
  it('reaches agency-screens through the messages context only: no screen imports `en` or a message group', () => {
    // The CSV check runs in a Web Worker, which no React context reaches and no catalogue of message
    // functions can be posted to: the error-rows file it writes is worded by the domain's CSV rules.
    expect(offenders('packages/agency-screens/src', ['messages/', 'BulkUpload/csvCheck/'])).toEqual([]);
  });

  it('is never chosen by the api-client: it answers data and error facts, the screens word them in their locale', () => {
    // Importing `en` there also put the whole catalogue (9 KiB gzip) in the first load of every
    // screen that uploads or lists reviews.
    expect(offenders('packages/api-client/src')).toEqual([]);
  });

  it("reaches the host's own copy (titles, fallbacks, toasts, the leave question) through the same context, so it follows the language shown", () => {
    // The one exception: App's question before leaving unsaved work, asked outside React's tree from
    // a navigation listener, reads the shown catalogue's shell group and falls back to English's.
    expect(offenders('apps/host/src', ['App.tsx', 'routes/askBeforeLeaving.ts'])).toEqual([]);
  });

  it("loads the Arabic catalogue only on demand: statically only in the host's Arabic chunk, which nothing imports statically", () => {
    const importing = (folder: string, from: RegExp) =>
      sourceFiles(join(workspaceRoot, folder))
        .filter((path) => new RegExp(`^\\s*(import|export)\\b[^;]*from\\s+'${from.source}'`, 'm').test(readFileSync(path, 'utf8')))
        .map((path) => relative(workspaceRoot, path).replaceAll('\\', '/'));
    const catalogue = /@marketplace\/domain\/ar/;
    expect([...importing('apps/host/src', catalogue), ...importing('packages/agency-screens/src', catalogue)]).toEqual(['apps/host/src/locale/arabic.ts']);
    // import('./arabic') in hostLocale.ts is the one way in.
    expect(importing('apps/host/src', /(\.\.?\/)+(locale\/)?arabic/)).toEqual([]);
  });

  it('finds such an import when there is one', () => {
    expect(copyImports("import { en, type Enquiry } from '@marketplace/domain';")).toEqual(['en']);
    expect(copyImports("import {\n  shellMessages,\n  panelSections,\n} from '@marketplace/domain';")).toEqual(['shellMessages']);
    expect(copyImports("import { type Messages } from '@marketplace/domain';")).toEqual([]);
  });
});
