import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per screen, so an embedder pays only for the screens it imports.
  entry: { 'SectionUnavailable/index': 'src/SectionUnavailable/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  external: [/^@marketplace\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
