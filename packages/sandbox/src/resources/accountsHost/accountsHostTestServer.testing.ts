import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSandbox } from '../../createSandboxHandlers';

/** Where the accounts host is mounted in these tests. */
export const accountsUrl = 'http://accounts.test';

/** Registers a sandbox on msw/node for the suite, reset after each test. */
export function setupAccountsHostServer() {
  const sandbox = createSandbox({ propertyBaseUrl: 'http://property.test', accountsBaseUrl: accountsUrl });
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => sandbox.reset());
  afterAll(() => server.close());
  return sandbox;
}

/** A JSON call to the accounts host, with a bearer token when one is given. */
export function call(path: string, init: { method?: string; token?: string | null; body?: unknown } = {}): Promise<Response> {
  const headers = new Headers();
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(`${accountsUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
}

/** Signs in (the demo agency by default) and answers the token. */
export async function signIn(credentials: { email: string; password: string } = demoAgencyCredentials): Promise<string> {
  const response = await call('/api/auth/signin', { method: 'POST', body: credentials });
  if (!response.ok) throw new Error(`Sign-in failed with ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
