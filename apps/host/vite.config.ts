import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceResolve } from '../../config/workspaceConditions.ts';
import { chunkModulesPlugin } from './build/chunkModulesPlugin.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), chunkModulesPlugin()],
  ...workspaceResolve,
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1' },
  build: {
    // The bench reads the manifest to know which chunks a first visit of each route loads.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      // Everything the entry loads statically goes in one chunk: fewer small chunks means fewer
      // requests and less per-chunk wrapper code on the first load.
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
});
