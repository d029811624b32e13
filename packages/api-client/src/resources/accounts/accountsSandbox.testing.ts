import { signInResponseSchema } from '@marketplace/domain';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { createSandbox } from '@marketplace/sandbox/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createApiClient, type ApiClient } from '../../client';

/** The base URLs the accounts tests mount the sandbox on. */
export const testHosts = { propertyBaseUrl: 'http://property.test', accountsBaseUrl: 'http://accounts.test' } as const;

/** Signs in through the sandbox's own endpoint and answers the token. */
export async function signInAs(client: ApiClient, credentials: { email: string; password: string } = demoAgencyCredentials): Promise<string> {
  const answer = await client.request({
    host: 'accounts',
    method: 'POST',
    path: client.authPaths.signIn,
    body: credentials,
    schema: signInResponseSchema,
    auth: false,
  });
  return answer.token;
}

/**
 * Registers the suite's lifecycle: the sandbox served by msw/node, a client whose token is the demo
 * agency's (signed in before each test), and a reset of data, faults and token after each.
 */
export function setupAccountsSandbox() {
  const sandbox = createSandbox(testHosts);
  const server = setupServer(...sandbox.handlers);
  const state = { token: null as string | null };
  const client = createApiClient({ ...testHosts, getToken: () => state.token });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    state.token = await signInAs(client);
  });
  afterEach(() => {
    server.resetHandlers();
    sandbox.reset();
    state.token = null;
  });
  afterAll(() => server.close());

  return {
    sandbox,
    client,
    server,
    /** Replaces the token the client sends (null sends none). */
    setToken: (token: string | null) => {
      state.token = token;
    },
  };
}
