import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceConditions, workspaceServerConditions } from '../../config/workspaceConditions.ts';
import { chunkModulesPlugin } from './build/chunkModulesPlugin.ts';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), chunkModulesPlugin()],
  resolve: { conditions: workspaceConditions },
  // vanilla-extract evaluates .css.ts files server-side: they must resolve sibling packages to the same
  // sources as the browser bundle, or a screen's styles would point at another copy of the theme's variables.
  ssr: { resolve: { conditions: workspaceServerConditions, externalConditions: ['marketplace-source'] } },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1' },
  build: {
    // The bench reads the manifest to know which chunks a first visit of each route loads.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
  },
});
