import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A plain consumer: no vanilla-extract plugin, no workspace conditions. The packages bring compiled CSS.
export default defineConfig({ plugins: [react()] });
