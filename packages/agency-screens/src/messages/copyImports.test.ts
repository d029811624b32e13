// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(dirname(fileURLToPath(import.meta.url)));

// The CSV check runs in a Web Worker, which no React context reaches and no catalogue of message
// functions can be posted to: the error-rows file it writes is worded by the domain's CSV rules.
const allowed = ['messages/', 'BulkUpload/csvCheck/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'stories' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
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

describe('copy in agency-screens', () => {
  it('is read through the messages context only: no screen imports `en` or a message group', () => {
    const offenders = sourceFiles(srcDir)
      .map((path) => ({ file: relative(srcDir, path).replaceAll('\\', '/'), names: copyImports(readFileSync(path, 'utf8')) }))
      .filter(({ file, names }) => names.length > 0 && !allowed.some((prefix) => file.startsWith(prefix)));
    expect(offenders).toEqual([]);
  });

  it('finds such an import when there is one', () => {
    expect(copyImports("import { en, type Enquiry } from '@marketplace/domain';")).toEqual(['en']);
    expect(copyImports("import {\n  shellMessages,\n  panelSections,\n} from '@marketplace/domain';")).toEqual(['shellMessages']);
    expect(copyImports("import { type Messages } from '@marketplace/domain';")).toEqual([]);
  });
});
