import { createSeedData, demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createSandbox } from '../../createSandboxHandlers';
import { issueSandboxToken } from '../accountsHost/demoAccounts';

/** The property host's base in these tests. */
export const propertyBase = 'http://property.test';

/** The data the sandbox is seeded with. */
export const seed = createSeedData();

/** The demo agency's session token for this test, issued afresh after each reset. */
let demoToken = '';

/** The demo agency's current session token (what `call` sends unless told otherwise). */
export function demoAgencyToken(): string {
  return demoToken;
}

/**
 * A sandbox served by msw/node for the test file, reset after each test; `call` signs its requests
 * as the demo agency.
 */
export function serveTestSandbox() {
  const sandbox = createSandbox({ propertyBaseUrl: propertyBase, accountsBaseUrl: 'http://accounts.test' });
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    demoToken = issueSandboxToken(sandbox.db, demoAgencyCredentials.email);
  });
  afterEach(() => {
    server.resetHandlers();
    sandbox.reset();
  });
  afterAll(() => server.close());
  return sandbox;
}

/** Calls the property host as the demo agency, or with `token` (none when null); JSON bodies are encoded. */
export function call(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}): Promise<Response> {
  const headers = new Headers();
  const token = init.token === undefined ? demoToken : init.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (init.body instanceof FormData || typeof init.body === 'string') body = init.body;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers.set('Content-Type', 'application/json');
  }
  return fetch(`${propertyBase}${path}`, { method: init.method ?? 'GET', headers, body });
}

/** The `message.en` of an error answer. */
export async function messageOf(response: Response): Promise<string | undefined> {
  const body = (await response.json()) as { message?: { en?: string } };
  return body.message?.en;
}
