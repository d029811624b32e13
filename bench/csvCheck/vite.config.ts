import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { workspaceResolve } from '../../config/workspaceConditions.ts';

// Built like the host (apps/host/vite.config.ts) for production, so the bench times the worker users get.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  mode: 'production',
  logLevel: 'warn',
  ...workspaceResolve,
  build: {
    outDir: fileURLToPath(new URL('../out/csv-check', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // The page holds its fixtures; the bench prints its own results, not build notes.
    chunkSizeWarningLimit: 8192,
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  // Port 0: the system picks a free port, so the bench never collides with a dev server.
  preview: { host: '127.0.0.1', port: 0, strictPort: true },
});
