#!/usr/bin/env node
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { startServer, type StartServerOptions } from './startServer';

export { startServer, type RunningSandboxServer, type StartServerOptions } from './startServer';
export { requestBodyLimits } from '../multipart/bodyLimits';

/** The sandbox's default port, and how many after it `pnpm sandbox` tries when it is taken. */
export const defaultSandboxPort = { port: 4010, fallbackPorts: 20 } as const;

/**
 * The listening options `pnpm sandbox` reads from the environment: `SANDBOX_PORT` (exact: a taken
 * port is an error), else 4010 or the first free port after it; `SANDBOX_PROPERTY_BASE` and
 * `SANDBOX_ACCOUNTS_BASE` mount the two hosts under path prefixes (default: both at the root).
 */
export function serveOptionsFromEnv(env: Readonly<Record<string, string | undefined>>): StartServerOptions {
  const sandbox = { propertyBaseUrl: env.SANDBOX_PROPERTY_BASE ?? '', accountsBaseUrl: env.SANDBOX_ACCOUNTS_BASE ?? '' };
  const requested = env.SANDBOX_PORT?.trim();
  if (!requested) return { ...defaultSandboxPort, sandbox };
  const port = Number(requested);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new RangeError(`SANDBOX_PORT must be a port number: ${requested}`);
  return { port, fallbackPorts: 0, sandbox };
}

async function main(): Promise<void> {
  const server = await startServer(serveOptionsFromEnv(process.env));
  console.log(`Sandbox listening on ${server.url}`);
  const stop = () => {
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(realpathSync(entry)).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
