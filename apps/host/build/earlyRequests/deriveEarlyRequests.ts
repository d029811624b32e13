import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ApiClientConfig } from '../../../../packages/api-client/src/config';
import type { EarlyRequestTemplates } from './earlyRequestTemplates';

const script = fileURLToPath(new URL('./printEarlyRequestTemplates.ts', import.meta.url));

/** The early request templates of each section (earlyRequestTemplates.ts), from a child process that can load the sources. */
export function deriveEarlyRequests(hostRoot: string, config: ApiClientConfig, sections: Record<string, string>): Promise<EarlyRequestTemplates> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const input = JSON.stringify({ hostRoot, config: { propertyBaseUrl: config.propertyBaseUrl, accountsBaseUrl: config.accountsBaseUrl }, sections });
  const child = spawn(process.execPath, [tsx, '--conditions=marketplace-source', script, input], { cwd: hostRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`early requests: the derivation exited with ${code}: ${err}`));
      try {
        resolve(JSON.parse(out) as EarlyRequestTemplates);
      } catch (error) {
        reject(new Error(`early requests: the derivation printed no JSON (${String(error)}): ${out} ${err}`));
      }
    });
  });
}
