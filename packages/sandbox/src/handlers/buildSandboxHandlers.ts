import type { RequestHandler } from 'msw';
import type { Resettable } from '../db/database';
import type { FaultRegistry } from '../faults/faultRegistry';
import { createRouteBuilder, type RouteBuilder } from '../http/routeBuilder';
import { createControlHandlers } from './controlHandlers';

/** What a route module gets to build its handlers. */
export interface SandboxContext<Db> {
  readonly db: Db;
  readonly faults: FaultRegistry;
  /** Routes on the property/project host (enquiries, properties, media, team members, ...). */
  readonly property: RouteBuilder;
  /** Routes on the accounts host (`/api/auth/...`, `/api/profile`). */
  readonly accounts: RouteBuilder;
}

/** One resource's handlers (enquiries, reviews, ...), built against a context. */
export type SandboxRouteModule<Db> = (context: SandboxContext<Db>) => readonly RequestHandler[];

/** Options of {@link buildSandboxHandlers}. */
export interface BuildSandboxOptions<Db extends Resettable> {
  /** Base of the property host: `''` (same origin), `'*'` (any origin) or a URL such as `http://property.test`. */
  readonly propertyBaseUrl: string;
  /** Base of the accounts host; may equal the property base (their paths do not overlap). */
  readonly accountsBaseUrl: string;
  readonly db: Db;
  readonly faults: FaultRegistry;
  readonly routes: readonly SandboxRouteModule<Db>[];
}

/**
 * The generic assembly: the control endpoints under each base, then every route module's handlers,
 * each route fault-injectable through the shared registry.
 */
export function buildSandboxHandlers<Db extends Resettable>(options: BuildSandboxOptions<Db>): RequestHandler[] {
  const { db, faults } = options;
  const context: SandboxContext<Db> = {
    db,
    faults,
    property: createRouteBuilder(options.propertyBaseUrl, faults),
    accounts: createRouteBuilder(options.accountsBaseUrl, faults),
  };
  return [
    ...createControlHandlers({ baseUrls: [options.propertyBaseUrl, options.accountsBaseUrl], db, faults }),
    ...options.routes.flatMap((module) => module(context)),
  ];
}
