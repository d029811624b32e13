import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Options } from 'tsup';
import { cssImportPlugins } from './tsupCssImports';
import { emitDeclarations } from './tsupDeclarations';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * vanilla-extract evaluates every `.css.ts` in Node after bundling it with what it imports. A
 * screen's styles import `vars` from `@marketplace/ui`, whose built JS imports react-aria-components:
 * bundled into each of those evaluations, it made the package's JS build grow by seconds per style
 * file. Installed packages are required from node_modules instead (once, then cached); only
 * sibling packages are bundled, and their built CSS, which an evaluation has no use for, is skipped.
 */
const styleEvaluation = {
  loader: { '.css': 'empty' as const },
  plugins: [
    {
      name: 'require-installed-packages',
      setup(build: Parameters<EsbuildPlugin['setup']>[0]) {
        build.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@marketplace/') ? undefined : { path, external: true }));
      },
    },
  ],
};

/**
 * The build every package shares: ESM and source maps from esbuild, then the `.d.ts` tree from
 * TypeScript 7 (`tsconfig.build.json`). With `css`, vanilla-extract compiles `.css.ts` at build
 * time, so the package ships plain CSS beside its JS, and each entry imports its own CSS.
 */
export function packageBuild({ entry, css = false }: { entry: Options['entry']; css?: boolean }): Options {
  const cssImports = cssImportPlugins();
  return {
    entry,
    format: ['esm'],
    dts: false,
    sourcemap: true,
    clean: true,
    splitting: true,
    target: 'es2022',
    // Sibling packages stay imports, never copies, so each ships once in an app.
    external: [/^@marketplace\//],
    esbuildPlugins: css ? [vanillaExtractPlugin({ identifiers: 'short', esbuildOptions: styleEvaluation }), cssImports.esbuildPlugin] : [],
    plugins: css ? [cssImports.tsupPlugin] : [],
    onSuccess: async () => emitDeclarations(),
  };
}
