import { createApiClient, createSession, readApiClientConfig, type ApiClient, type Session, type SignOutReason } from '@marketplace/api-client';

/** What the host wires once at start-up: the API client, the session, and whether it runs on the sandbox. */
export interface HostRuntime {
  client: ApiClient;
  session: Session;
  /** No API URL configured: the sandbox's service worker answers every call. */
  isDemo: boolean;
  /** The sandbox's demo agency, shown on the sign-in page in demo mode; null otherwise. */
  demoCredentials: { email: string; password: string } | null;
}

export interface HostRuntimeOptions {
  env: Record<string, string | undefined>;
  /** Where the host goes when the session ends. */
  onSignedOut: (reason: SignOutReason) => void;
}

/** Reads the config, starts the sandbox in demo mode, and creates the client and the session. */
export async function createHostRuntime({ env, onSignedOut }: HostRuntimeOptions): Promise<HostRuntime> {
  const config = readApiClientConfig(env);
  let demoCredentials: HostRuntime['demoCredentials'] = null;
  if (!config) {
    const { startDemoSandbox } = await import('./startDemoSandbox');
    ({ demoCredentials } = await startDemoSandbox());
  }
  // The client needs the session's token and the session needs the client: the getter closes the loop.
  const sessionRef: { current?: Session } = {};
  const client = createApiClient({
    propertyBaseUrl: config?.propertyBaseUrl ?? '',
    accountsBaseUrl: config?.accountsBaseUrl ?? '',
    getToken: () => sessionRef.current?.getToken() ?? null,
  });
  const session = createSession({ client, onSignedOut });
  sessionRef.current = session;
  return { client, session, isDemo: !config, demoCredentials };
}
