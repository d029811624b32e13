import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { workspaceResolve } from '../../config/workspaceConditions.ts';

// Built like the host (apps/host/vite.config.ts) for production, so the bench loads what users get.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  mode: 'production',
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  ...workspaceResolve,
  build: {
    outDir: fileURLToPath(new URL('../out/map-picker', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // maplibre-gl is one large chunk by design (loaded on opening); the bench prints its own sizes.
    chunkSizeWarningLimit: 8192,
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  // Port 0: the system picks a free port, so the bench never collides with a dev server.
  preview: { host: '127.0.0.1', port: 0, strictPort: true },
});
