import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

/**
 * The sandbox for tests in Node (`msw/node`): intercepts `fetch` in this process. Listen with
 * `onUnhandledRequest: 'error'` so a test never reaches the real network by mistake.
 *
 * @example
 * const sandbox = createSandbox({ propertyBaseUrl: 'http://property.test', accountsBaseUrl: 'http://accounts.test' });
 * const server = createSandboxServer(sandbox.handlers);
 * beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 * afterEach(() => { server.resetHandlers(); sandbox.reset(); });
 * afterAll(() => server.close());
 */
export function createSandboxServer(handlers: readonly RequestHandler[]): SetupServer {
  return setupServer(...handlers);
}
