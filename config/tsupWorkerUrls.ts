import { basename, dirname, join, relative, sep } from 'node:path';
import type { Plugin } from 'tsup';

const workerSourceUrl = /new URL\((["'])(\.\/[^"']+\.worker\.ts)\1,\s*import\.meta\.url\)/g;

/**
 * Module workers are written as Vite expects, pointing at their TypeScript source:
 * `new Worker(new URL('./csvCheck.worker.ts', import.meta.url), { type: 'module' })`. The published
 * build emits each worker as an entry of its own; this rewrites the URL, in whichever output file
 * holds it (a shared chunk, say), to the emitted worker relative to that file, so a consumer's
 * bundler finds and bundles the worker as Vite does from the sources. `workerEntries` are the
 * workers' tsup entries (entry name to source file); a URL must name its worker's file beside the
 * code that starts it. A `.worker.ts` URL that names no entry fails the build.
 */
export function workerUrlPlugin(workerEntries: Readonly<Record<string, string>>): Plugin {
  const workers: Record<string, string> = Object.fromEntries(Object.entries(workerEntries).map(([entryName, source]) => [`./${basename(source)}`, entryName]));
  return {
    name: 'worker-url',
    renderChunk(code, { path }) {
      if (!path.endsWith('.js') || !code.includes('.worker.ts')) return;
      const outDir = this.options.outDir;
      const rewritten = code.replace(workerSourceUrl, (_match, quote: string, source: string) => {
        const entryName = workers[source];
        if (!entryName) throw new Error(`worker-url: no worker entry for ${source} (in ${path})`);
        const target = relative(dirname(path), join(outDir, `${entryName}.js`)).split(sep).join('/');
        return `new URL(${quote}${target.startsWith('.') ? target : `./${target}`}${quote}, import.meta.url)`;
      });
      return { code: rewritten };
    },
  };
}
