import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceResolve } from '../../config/workspaceConditions.ts';
import { chunkModulesPlugin } from './build/chunkModulesPlugin.ts';
import { contentSecurityPolicyPlugin } from './build/contentSecurityPolicyPlugin.ts';
import { routePreloadPlugin } from './build/routePreloadPlugin.ts';

export default defineConfig({
  // The policy comes last: it hashes the inline script the route preload writes.
  plugins: [react(), vanillaExtractPlugin(), chunkModulesPlugin(), routePreloadPlugin(), contentSecurityPolicyPlugin()],
  ...workspaceResolve,
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1' },
  build: {
    // The bench reads the manifest to know which chunks a first visit of each route loads.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      // Everything the entry loads statically goes in one chunk, and the sign-in screen with all it
      // imports (ui's button, field, banner and their react-aria parts) in another: fewer small
      // chunks means fewer requests and less per-chunk wrapper code on a first load. Left to itself
      // the bundler cut the sign-in path into 22 chunks as more screens came to share its parts
      // (1.64x the floor); grouped it is 4 (1.54x). Other routes load that chunk too, as most of it
      // is what they render anyway.
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'signin', test: /agency-screens[\\/]src[\\/]SignIn[\\/]/ },
            // The query layer that every panel screen and every first-data module (the route preload's)
            // reads: one chunk rather than one per combination of its importers.
            {
              name: 'query',
              test: /(swr[\\/]dist[\\/]use-swr-|api-client[\\/]src[\\/](swrKeys|react[\\/](useApiQuery|preloadApiQuery))\.ts|host[\\/]src[\\/]panel[\\/](startFirstRenderData|preloadProfile)\.ts)/,
            },
          ],
        },
      },
    },
  },
});
