import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** Starts the packed sandbox's HTTP server through its `bin`, as another frontend would, on a free port. */
export async function startPackedSandbox(appDir: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(join(appDir, 'node_modules', '.bin', 'marketplace-sandbox'), [], {
    cwd: appDir,
    env: { ...process.env, SANDBOX_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the sandbox did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`the sandbox exited with ${code}:\n${output}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}
