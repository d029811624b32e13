import { defineConfig } from 'tsup';
import { packageBuild } from '../../config/tsupPackage';

// One entry per screen, so an embedder pays only for the screens it imports.
export default defineConfig(
  packageBuild({
    entry: { 'SectionUnavailable/index': 'src/SectionUnavailable/index.ts' },
    css: true,
  }),
);
