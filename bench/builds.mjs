// The production builds the bench measures, all made by the same Vite in one run: the React floor
// and the host, once in demo mode and once against an HTTP API.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Where each build goes, under bench/out/. */
export function benchOutDirs(root) {
  const out = join(root, 'bench', 'out');
  return { floor: join(out, 'react-floor'), hostDemo: join(out, 'host-demo'), hostHttp: join(out, 'host-http') };
}

/** React and ReactDOM rendering one div: the floor every route is compared with. */
export async function buildFloor(root, outDir) {
  await build({
    root: join(root, 'bench', 'react-floor'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true, target: 'es2022' },
  });
}

/**
 * Builds the host with its own Vite config into `outDir`. With `apiUrl`, both API hosts point at
 * it (packages/api-client/src/config.ts reads VITE_PROPERTY_API_URL and VITE_ACCOUNTS_API_URL);
 * without, the two variables are removed so the build is in demo mode whatever the shell holds.
 * In a child process, so two builds can run side by side.
 */
export function buildHost(root, outDir, apiUrl = null) {
  // What ships: a caller under Vitest has NODE_ENV=test, which would build React's development bundles.
  const env = { ...process.env, NODE_ENV: 'production' };
  delete env.VITE_PROPERTY_API_URL;
  delete env.VITE_ACCOUNTS_API_URL;
  if (apiUrl) Object.assign(env, { VITE_PROPERTY_API_URL: apiUrl, VITE_ACCOUNTS_API_URL: apiUrl });
  const vite = join(root, 'apps', 'host', 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(root, 'apps', 'host'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the host build into ${outDir} exited with ${code}`))));
  });
}
