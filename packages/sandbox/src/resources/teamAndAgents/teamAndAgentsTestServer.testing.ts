import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createSandbox } from '../../createSandboxHandlers';
import { issueSandboxToken } from '../accountsHost/demoAccounts';

/** Where the team, agents and FAQ tests mount the property host. */
export const propertyHost = 'http://property.test';

/** The demo agency's bearer header for the current test (issued afresh after each reset). */
export const withToken: { authorization: string } = { authorization: '' };

/**
 * The sandbox behind msw/node for one test file, reset to its seed after each test. `call` sends a
 * request to the property host and answers the status with the parsed JSON body (null when empty).
 */
export function setUpPropertyHostServer() {
  const sandbox = createSandbox({ propertyBaseUrl: propertyHost, accountsBaseUrl: 'http://accounts.test' });
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    withToken.authorization = `Bearer ${issueSandboxToken(sandbox.db, demoAgencyCredentials.email)}`;
  });
  afterEach(() => sandbox.reset());
  afterAll(() => server.close());

  async function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const response = await fetch(`${propertyHost}${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...init.headers },
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  }

  return { sandbox, call };
}
