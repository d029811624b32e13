import { ApiProvider, createApiClient, createSession, type ApiClient, type Session } from '@marketplace/api-client';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { issueSandboxToken } from '@marketplace/sandbox';
import { createSandbox, type Sandbox } from '@marketplace/sandbox/testing';
import { setupServer, type SetupServer } from 'msw/node';
import { File as NodeFile } from 'node:buffer';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

/** The two hosts the hook tests' clients call; msw/node answers both from the sandbox. */
export const testHosts = { propertyBaseUrl: 'http://property.test', accountsBaseUrl: 'http://accounts.test' };

export interface ServeSandboxOptions {
  /**
   * Uploads are sent: under jsdom `File` is jsdom's, so the sandbox's `instanceof File` check would
   * refuse the Node File msw parses the upload into. With this, Node's `File` is the global while the
   * test file runs; the files a test chooses are made with {@link JsdomFile}, as a browser would pass them.
   * @default false
   */
  nodeFiles?: boolean;
}

let demoToken: string | null = null;

/** The demo agency's token for the running test, issued by {@link serveSandbox} before each test (the sandbox checks signatures). */
export function demoAgencyTestToken(): string | null {
  return demoToken;
}

/** jsdom's `File`, kept before {@link serveSandbox} swaps the global for Node's. */
export const JsdomFile = File;

/**
 * A fresh sandbox served by msw/node for the test file: listening before the first test (unhandled
 * requests fail it), back to the seed after each test, closed after the last.
 */
export function serveSandbox({ nodeFiles = false }: ServeSandboxOptions = {}): { sandbox: Sandbox; server: SetupServer } {
  const sandbox = createSandbox(testHosts);
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => {
    if (nodeFiles) vi.stubGlobal('File', NodeFile);
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    demoToken = issueSandboxToken(sandbox.db, demoAgencyCredentials.email);
  });
  afterEach(() => sandbox.reset());
  afterAll(() => {
    server.close();
    if (nodeFiles) vi.unstubAllGlobals();
  });
  return { sandbox, server };
}

/** A client on {@link testHosts} and a session signed in as the seed's demo agency. */
export async function signInDemoAgency(): Promise<{ client: ApiClient; session: Session }> {
  const ref: { session?: Session } = {};
  const client = createApiClient({ ...testHosts, getToken: () => ref.session?.getToken() ?? null });
  const session = createSession({ client });
  ref.session = session;
  await session.signIn(demoAgencyCredentials.email, demoAgencyCredentials.password);
  return { client, session };
}

/** The `wrapper` of `renderHook`: the client (and session) with a fresh SWR cache that never dedupes. */
export function apiWrapper(client: ApiClient, session?: Session) {
  return function ApiWrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiProvider client={client} session={session}>
          {children}
        </ApiProvider>
      </SWRConfig>
    );
  };
}
