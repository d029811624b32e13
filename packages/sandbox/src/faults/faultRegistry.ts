import { parseFault, type Fault } from './fault';
import { faultRouteMatches, parseFaultRoute, type FaultRoute } from './faultRoute';

/** A fault in force, as {@link FaultRegistry.list} reports it. */
export interface ActiveFault {
  /** Canonical `METHOD path`. */
  readonly route: string;
  readonly fault: Fault;
  /** Requests left before it clears itself; absent when unlimited. */
  readonly remaining?: number;
}

/**
 * The faults in force, shared by every handler of one sandbox. Tests and stories hold it directly;
 * e2e tests and other frontends reach it through `/__sandbox/faults`.
 */
export interface FaultRegistry {
  /**
   * Puts a fault on a route (`'PATCH /api/enquiries/:id'`, `'/api/media/*'` for every method),
   * replacing one set before on the same route. When several routes match a request the one set
   * last applies. Throws FaultDefinitionError for a malformed route or fault.
   */
  set(route: string, fault: Fault): void;
  /** Clears one route's fault, or every fault (which also lets never-answering requests go). */
  clear(route?: string): void;
  /** The faults in force, oldest first. */
  list(): ActiveFault[];
  /** The fault for this request, counting it against `times`. Handlers call it through `resolveWithFaults`. */
  take(request: Request): Fault | undefined;
  /**
   * Resolves when the signal aborts or every fault is cleared: how a never-answering request waits
   * without leaking past the test that set it.
   */
  hold(signal: AbortSignal): Promise<void>;
}

interface Entry {
  readonly route: FaultRoute;
  readonly fault: Fault;
  remaining: number | undefined;
}

/** A new, empty fault registry. */
export function createFaultRegistry(): FaultRegistry {
  const entries = new Map<string, Entry>();
  const held = new Set<() => void>();

  return {
    set(route, fault) {
      const parsedRoute = parseFaultRoute(route);
      const parsedFault = parseFault(fault);
      // Re-inserting moves the route to the end, where lookups start.
      entries.delete(parsedRoute.key);
      entries.set(parsedRoute.key, { route: parsedRoute, fault: parsedFault, remaining: parsedFault.times });
    },
    clear(route) {
      if (route !== undefined) {
        entries.delete(parseFaultRoute(route).key);
        return;
      }
      entries.clear();
      for (const release of [...held]) release();
    },
    list() {
      return [...entries.values()].map(({ route, fault, remaining }) =>
        remaining === undefined ? { route: route.key, fault } : { route: route.key, fault, remaining },
      );
    },
    take(request) {
      const entry = [...entries.values()].reverse().find((candidate) => faultRouteMatches(candidate.route, request));
      if (!entry) return undefined;
      if (entry.remaining !== undefined) {
        entry.remaining -= 1;
        if (entry.remaining <= 0) entries.delete(entry.route.key);
      }
      return entry.fault;
    },
    hold(signal) {
      return new Promise<void>((resolve) => {
        const release = () => {
          held.delete(release);
          signal.removeEventListener('abort', release);
          resolve();
        };
        if (signal.aborted) {
          resolve();
          return;
        }
        held.add(release);
        signal.addEventListener('abort', release, { once: true });
      });
    },
  };
}
