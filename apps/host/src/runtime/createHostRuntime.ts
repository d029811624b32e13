import { createApiClient, createSession, readApiClientConfig, readStoredSession, type ApiClient, type Session, type SignOutReason } from '@marketplace/api-client';
import { firstUseOrDelay } from './firstUseOrDelay';
import { mediaOriginsOf } from './mediaOrigins';
import { fetchWithEarlyResponses } from './fetchWithEarlyResponses';

/** A sign-in the demo page shows. */
export interface DemoCredentials {
  readonly email: string;
  readonly password: string;
}

/** What the host wires once at start-up: the API client, the session, and whether it runs on the sandbox. */
export interface HostRuntime {
  client: ApiClient;
  session: Session;
  /** No API URL configured: the sandbox's service worker answers every call. */
  isDemo: boolean;
  /**
   * The sandbox's demo agency, shown on the sign-in page in demo mode; null otherwise, and until
   * `demoCredentialsLoaded` settles.
   */
  readonly demoCredentials: DemoCredentials | null;
  /**
   * Settles once `demoCredentials` is known (never rejects): in demo mode when their chunk of a few
   * bytes, requested at start-up, has arrived; at once otherwise. `useHostRuntime` waits for it, so
   * the sign-in form's first paint shows them.
   */
  demoCredentialsLoaded: Promise<void>;
  /**
   * Settles when the sandbox answers (rejects if it cannot start); resolved outside demo mode. The
   * client holds its calls until then, so nothing else needs to wait for it.
   */
  ready: Promise<void>;
  /**
   * The host calls it once its first page is on screen. In demo mode a tab without a session starts
   * the sandbox only after that, at the first sign of use or a few seconds later: the sign-in form
   * needs it only once sent, and its download and seed would compete with the form's own code and
   * first paint. A signed-in tab starts it at once, for its first data.
   */
  pageShown: () => void;
  /** Origins whose pictures are shown besides the page's own (mediaOrigins.ts). */
  readonly mediaOrigins: readonly string[];
}

export interface HostRuntimeOptions {
  env: Record<string, string | undefined>;
  /** Where the host goes when the session ends. */
  onSignedOut: (reason: SignOutReason) => void;
  /** Starts demo mode's sandbox. @default loads the sandbox and starts its service worker */
  startSandbox?: () => Promise<void>;
}

/**
 * On the sign-in page the sandbox starts at the first sign of use (a key, a press, focus into the
 * form), or this long after the page is shown: well before anyone can have typed credentials and sent
 * them, and a call sent earlier is held until it answers anyway.
 */
const sandboxStartDelayMs = 3_000;

const startDemoSandbox = () => import('./startDemoSandbox').then((module) => module.startDemoSandbox());
const loadDemoCredentials = () => import('./demoAgencyCredentials').then((module) => module.demoAgencyCredentials);

/** Marks a promise fulfilled the way React's `use` reads it, so a settled one is read at once instead of suspending for a tick. */
function markFulfilled(promise: Promise<void>): Promise<void> {
  return Object.assign(promise, { status: 'fulfilled', value: undefined });
}

/** A failed start is nobody's rejection to handle: report it as uncaught, so the Application Error modal shows it. */
function reportUncaught(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
  else setTimeout(() => {
    throw error;
  });
}

/**
 * Reads the config and creates the client and the session, at once: the page renders without
 * waiting. In demo mode it starts the sandbox beside the render and the client holds its calls until
 * the sandbox answers.
 */
export function createHostRuntime({ env, onSignedOut, startSandbox = startDemoSandbox }: HostRuntimeOptions): HostRuntime {
  const config = readApiClientConfig(env);
  const isDemo = !config;
  const credentials = isDemo ? loadDemoCredentials() : null;
  // A signed-in tab's page needs the sandbox for its first data: at once (a tick later, so the few-byte
  // credentials are asked for before the sandbox's 16 chunks, six connections a host). A tab without a
  // session shows the sign-in form, which needs it only once sent: once the page is shown and in use.
  let pageShown = () => {};
  const shown = new Promise<void>((resolve) => (pageShown = resolve));
  const hasSession = Boolean(readStoredSession(sessionStorage).token);
  const ready = isDemo ? (hasSession ? Promise.resolve() : shown.then(() => firstUseOrDelay(sandboxStartDelayMs))).then(startSandbox) : Promise.resolve();
  ready.catch(reportUncaught);

  let demoCredentials: DemoCredentials | null = null;
  const demoCredentialsLoaded = credentials
    ? credentials.then(
        (loaded) => {
          demoCredentials = loaded;
        },
        // Without them the page still works: the credentials banner stays away.
        () => undefined,
      )
    : markFulfilled(Promise.resolve());
  void demoCredentialsLoaded.then(() => markFulfilled(demoCredentialsLoaded));

  // The client needs the session's token and the session needs the client: the getter closes the loop.
  const sessionRef: { current?: Session } = {};
  const client = createApiClient({
    propertyBaseUrl: config?.propertyBaseUrl ?? '',
    accountsBaseUrl: config?.accountsBaseUrl ?? '',
    getToken: () => sessionRef.current?.getToken() ?? null,
    // On the sandbox every call waits for it; against an API, a reload's first requests have left with the page.
    ...(isDemo ? { ready } : { fetch: fetchWithEarlyResponses() }),
  });
  const session = createSession({ client, onSignedOut });
  sessionRef.current = session;
  return {
    client,
    session,
    isDemo,
    get demoCredentials() {
      return demoCredentials;
    },
    demoCredentialsLoaded,
    ready,
    pageShown,
    mediaOrigins: mediaOriginsOf(env),
  };
}
