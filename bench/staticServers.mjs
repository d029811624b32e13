// The cold-load case's static servers (`vite preview` of each build, with the single-page fallback)
// in a child process of their own, as the sandbox is in sandboxHttp.mjs: in the bench's process
// they shared an event loop with Playwright, whose handling of each load's protocol traffic held
// back their answers (a route of 30 chunks painted about 7% later; the floor's single file did not
// move), so the bench measured its own driver as much as the app.
import { spawn } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const readyLine = 'static servers ready';

/**
 * Serves each `{ name: { outDir, port } }` on 127.0.0.1 from one child process; resolves to
 * `{ urls: { name: url }, close }` once all of them listen.
 */
export async function startStaticServers(sites) {
  // stdin is a pipe the child watches: if this process dies without closing it, the servers go too.
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), JSON.stringify(sites)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(readyLine)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the static servers exited with ${code} before listening`)));
    child.once('error', reject);
  });
  const urls = Object.fromEntries(Object.entries(sites).map(([name, { port }]) => [name, `http://127.0.0.1:${port}`]));
  return { urls, close };
}

async function serve(sites) {
  const { preview } = await import('vite');
  const servers = [];
  for (const { outDir, port } of Object.values(sites)) {
    // No config of the app's own: a plain static server with the single-page fallback.
    servers.push(
      await preview({
        configFile: false,
        root: dirname(outDir),
        logLevel: 'warn',
        build: { outDir },
        preview: { host: '127.0.0.1', port, strictPort: true },
      }),
    );
  }
  const stop = () => Promise.all(servers.map((server) => server.close())).then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
  console.log(readyLine);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await serve(JSON.parse(process.argv[2]));
