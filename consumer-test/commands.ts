import { spawn, spawnSync } from 'node:child_process';

/** Runs a command to its end; a non-zero exit throws with the end of its output. */
export function runCommand(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): string {
  const result = spawnSync(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}\n${output.slice(-4000)}`);
  return output;
}

/** The same, without blocking: for a long command (an install) that can run while other checks do. */
export function startCommand(command: string, args: readonly string[], options: { cwd: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}\n${output.slice(-4000)}`))));
  });
}
