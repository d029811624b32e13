import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // vanilla-extract compiles .css.ts at build time, so the package ships plain CSS beside its JS.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
