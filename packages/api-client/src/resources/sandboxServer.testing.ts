import { createSeedData, demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { issueSandboxToken } from '@marketplace/sandbox';
import { createSandbox } from '@marketplace/sandbox/testing';
import { setupServer } from 'msw/node';
import type { SWRResponse } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createApiClient, type ApiClient } from '../client';
import type { ApiError } from '../errors';

/** The hosts the resource tests mount the sandbox on. */
export const testHosts = { propertyBaseUrl: 'http://property.test', accountsBaseUrl: 'http://accounts.test' } as const;

/** The seed the sandbox serves, read independently of the handlers to state what a call must answer. */
export const seed = createSeedData();

/**
 * The sandbox behind msw/node for one test file: listens before the tests, and after each puts the
 * database back to its seed and clears every fault. `token` is what the client sends as its bearer
 * token: the demo agency's, issued before each test (the sandbox checks its signature and expiry);
 * set it to null to send none.
 */
export function setUpSandboxServer() {
  const sandbox = createSandbox(testHosts);
  const server = setupServer(...sandbox.handlers);
  const state: { token: string | null } = { token: null };
  const client: ApiClient = createApiClient({ ...testHosts, getToken: () => state.token });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    state.token = issueSandboxToken(sandbox.db, demoAgencyCredentials.email);
  });
  afterEach(() => {
    server.resetHandlers();
    sandbox.reset();
  });
  afterAll(() => server.close());
  return { sandbox, server, client, state };
}

/** The 500 a fault answers with, and the message the client must surface from it. */
export const serverFault = { status: 500, body: { message: { en: 'Database unavailable' } } } as const;

/** The error a call rejects with; fails the test when the call succeeds. */
export function rejectionOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
}

/**
 * The fields of a query, read during render. SWR re-renders a component only for the fields it read
 * while rendering, so a test that reads `data` only later, from `result.current`, would never see it change.
 */
export function readQuery<T>({ data, error, isLoading }: SWRResponse<T, ApiError>) {
  return { data, error, isLoading };
}
