import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from 'msw';
import { createSandbox, type Sandbox, type SandboxOptions } from '../createSandboxHandlers';
import { answerClientError, checkContinue } from './connectionGuards';
import { createNodeRequestListener } from './nodeRequestListener';

/** Options of {@link startServer}. */
export interface StartServerOptions {
  /**
   * Port to listen on; 0 lets the system pick a free one.
   * @default 4010
   */
  readonly port?: number;
  /**
   * How many following ports to try when `port` is taken, before letting the system pick one.
   * @default 0 (a taken port is an error)
   */
  readonly fallbackPorts?: number;
  /** @default '127.0.0.1' */
  readonly host?: string;
  /** Serve these handlers instead of a fresh sandbox's. */
  readonly handlers?: readonly RequestHandler[];
  /** Options of the fresh sandbox (bases default to `''`: both hosts on this server). */
  readonly sandbox?: SandboxOptions;
  /** Largest request body accepted, see `defaultMaxBodyBytes`. */
  readonly maxBodyBytes?: number;
}

/** A sandbox served over HTTP. */
export interface RunningSandboxServer {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  readonly port: number;
  /** The served sandbox's state, when the server built it (not with `handlers`). */
  readonly sandbox: Sandbox | undefined;
  /** Stops listening and drops open connections (never-answering requests included). */
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function isAddressInUse(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
}

async function listenOnFirstFree(server: Server, port: number, fallbackPorts: number, host: string): Promise<void> {
  const candidates = [...Array.from({ length: fallbackPorts + 1 }, (_, index) => port + index), ...(fallbackPorts > 0 ? [0] : [])];
  for (const [index, candidate] of candidates.entries()) {
    try {
      await listen(server, candidate, host);
      return;
    } catch (error) {
      if (!isAddressInUse(error) || index === candidates.length - 1) throw error;
    }
  }
}

/**
 * Serves the sandbox over HTTP on 127.0.0.1 for end-to-end tests and other frontends: CORS open to
 * any origin, a JSON (or any non-multipart) body up to 1 MiB and a multipart one up to 11 MiB
 * (`requestBodyLimits`; one limit for every body when `maxBodyBytes` is given), the control endpoints
 * under `/__sandbox`.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningSandboxServer> {
  const host = options.host ?? '127.0.0.1';
  const sandbox = options.handlers ? undefined : createSandbox(options.sandbox);
  const handlers = options.handlers ?? sandbox?.handlers ?? [];
  const listenerOptions = options.maxBodyBytes === undefined ? {} : { maxBodyBytes: options.maxBodyBytes };
  const listener = createNodeRequestListener(handlers, listenerOptions);
  const server = createServer(listener);
  server.on('checkContinue', checkContinue(listener, options.maxBodyBytes));
  server.on('clientError', answerClientError);
  await listenOnFirstFree(server, options.port ?? 4010, options.fallbackPorts ?? 0, host);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    sandbox,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
