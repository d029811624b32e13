import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const hostDir = join(root, 'apps', 'host');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the host did not answer at ${url}`);
}

/** Serves the built host on 127.0.0.1 (building it first when no build exists). */
export default async function setup(project: TestProject) {
  // E2E_HOST_DIST points at another build of the host, so a local run can test its own build while
  // something else rebuilds apps/host/dist.
  const distDir = process.env.E2E_HOST_DIST ?? join(hostDir, 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    // The production build, as CI makes it: Vitest's NODE_ENV=test would build React's development
    // bundles, whose StrictMode mounts every screen twice.
    const build = spawn('pnpm', ['run', 'build'], { cwd: hostDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    await new Promise<void>((resolve, reject) => build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('host build failed')))));
  }
  const port = await freePort();
  const child = spawn('pnpm', ['exec', 'vite', 'preview', '--outDir', distDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: hostDir,
    stdio: 'ignore',
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(baseUrl, child);
  project.provide('baseUrl', baseUrl);
  return () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
