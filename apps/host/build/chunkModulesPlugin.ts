import type { Plugin } from 'vite';

/**
 * Writes `chunk-modules.json` (chunk file -> the node_modules packages bundled in it) next to the
 * manifest, so the bench can prove that heavy libraries never reach a route's first load.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'marketplace:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const packages = new Set<string>();
        for (const id of output.moduleIds) {
          const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(id);
          if (match?.[1]) packages.add(match[1]);
        }
        chunks[output.fileName] = [...packages].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(chunks, null, 2) });
    },
  };
}
