import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { workspaceResolve } from '../../config/workspaceConditions.ts';

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// Built like the host (apps/host/vite.config.ts) for production, so the bench times the code users get.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  mode: 'production',
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  ...workspaceResolve,
  build: {
    outDir: fileURLToPath(new URL('../out/property-form-typing', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Two pages: the form, and the floor (a plain input) that shows what a keystroke costs on this machine at all.
    rolldownOptions: { input: { form: page('index.html'), floor: page('floor.html') }, checks: { bundlerTimings: false } },
    chunkSizeWarningLimit: 8192,
  },
  // Port 0: the system picks a free port, so the bench never collides with a dev server.
  preview: { host: '127.0.0.1', port: 0, strictPort: true },
});
