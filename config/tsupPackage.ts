import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Options } from 'tsup';

/**
 * The build every package shares: ESM, declarations and source maps; with `css`, vanilla-extract
 * compiles `.css.ts` at build time so the package ships plain CSS beside its JS.
 */
export function packageBuild({ entry, css = false }: { entry: Options['entry']; css?: boolean }): Options {
  return {
    entry,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    splitting: true,
    target: 'es2022',
    // Sibling packages stay imports, never copies, so each ships once in an app.
    external: [/^@marketplace\//],
    esbuildPlugins: css ? [vanillaExtractPlugin({ identifiers: 'short' })] : [],
  };
}
