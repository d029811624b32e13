import type { RequestHandler } from 'msw';
import { createDatabase, type Database } from './db/database';
import { createFaultRegistry, type FaultRegistry } from './faults/faultRegistry';
import { buildSandboxHandlers, type SandboxRouteModule } from './handlers/buildSandboxHandlers';
import { createFileStore, type FileStore } from './multipart/fileStore';

/** The marketplace's in-memory database: uploaded media now; the seeded collections join it here. */
export type SandboxDatabase = Database<{ media: FileStore }>;

/** A fresh database at its seed. */
export function createSandboxDatabase(): SandboxDatabase {
  return createDatabase(() => ({ media: createFileStore() }));
}

/** The route modules of the contract, one per resource; each adds its handlers here. */
export const sandboxRoutes: readonly SandboxRouteModule<SandboxDatabase>[] = [];

/** Options of {@link createSandboxHandlers}. */
export interface SandboxOptions {
  /**
   * Base of the property/project host.
   * @default '' (the page's own origin in a browser; the server's own over HTTP)
   */
  readonly propertyBaseUrl?: string;
  /**
   * Base of the accounts/auth host.
   * @default ''
   */
  readonly accountsBaseUrl?: string;
  /** Shared with the caller to inspect or reset state; a fresh one when absent. */
  readonly db?: SandboxDatabase;
  /** Shared with the caller to inject faults; a fresh one when absent. */
  readonly faults?: FaultRegistry;
}

/** A sandbox instance: its handlers and the state they share. */
export interface Sandbox {
  readonly handlers: RequestHandler[];
  readonly db: SandboxDatabase;
  readonly faults: FaultRegistry;
  /** Database back to its seed and every fault cleared: what a test's `afterEach` wants. */
  reset(): void;
}

/** Builds a sandbox and keeps hold of its database and fault registry. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const db = options.db ?? createSandboxDatabase();
  const faults = options.faults ?? createFaultRegistry();
  const handlers = buildSandboxHandlers({
    propertyBaseUrl: options.propertyBaseUrl ?? '',
    accountsBaseUrl: options.accountsBaseUrl ?? '',
    db,
    faults,
    routes: sandboxRoutes,
  });
  return {
    handlers,
    db,
    faults,
    reset: () => {
      db.reset();
      faults.clear();
    },
  };
}

/**
 * The sandbox's msw handlers, for `setupWorker`, `setupServer`, Storybook's `parameters.msw` or the
 * HTTP server. Pass `db` and `faults` to keep hold of the state they share.
 */
export function createSandboxHandlers(options: SandboxOptions = {}): RequestHandler[] {
  return createSandbox(options).handlers;
}
