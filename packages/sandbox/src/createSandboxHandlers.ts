import type { RequestHandler } from 'msw';
import { createFaultRegistry, type FaultRegistry } from './faults/faultRegistry';
import { buildSandboxHandlers, type SandboxRouteModule } from './handlers/buildSandboxHandlers';
import { accountsHostRoutes } from './resources/accountsHost';
import { propertyHostRoutes } from './resources/propertyHost';
import { createSandboxDatabase, type SandboxDatabase } from './resources/sandboxDatabase';
import type { SandboxSeedOptions } from './resources/sandboxSeed';
import { teamAndAgentsRoutes } from './resources/teamAndAgents';

export { createSandboxDatabase, type SandboxDatabase } from './resources/sandboxDatabase';

/** The route modules of the contract: the property host's (with team members and agents) and the accounts host's. */
export const sandboxRoutes: readonly SandboxRouteModule<SandboxDatabase>[] = [...propertyHostRoutes, ...teamAndAgentsRoutes, ...accountsHostRoutes];

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
  /** The seed of a fresh database (ignored with `db`). */
  readonly seed?: SandboxSeedOptions;
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
  const db = options.db ?? createSandboxDatabase(options.seed);
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
