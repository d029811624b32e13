// @vitest-environment node
import { demoAgencyCredentials, createSeedData } from '@marketplace/domain/fixtures';
import { issueSandboxToken } from '@marketplace/sandbox';
import { createSandbox, type Fault } from '@marketplace/sandbox/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createApiClient, type ApiClient } from '../client';
import { ApiError, type ApiErrorKind } from '../errors';
import { fetchAgencyProfile } from '../resources/accounts/profile';
import { signInAs, testHosts } from '../resources/accounts/accountsSandbox.testing';
import { uploadMedia } from '../resources/property/media';
import { rejectionOf, serverFault } from '../resources/sandboxServer.testing';
import { createFetchXhr } from '../testing';
import { createSession, type Session } from './createSession';
import { createMemoryStorage } from './sessionTestBackend';
import { SessionError } from './sessionTypes';
import { tokenSightings } from './tokenSightings.testing';

// Issue 19: the bearer token never travels with an error (its message, its properties, its cause,
// what a logger prints or a reporter serialises) nor reaches the console, whatever way a call fails.

const sandbox = createSandbox(testHosts);
const server = setupServer(...sandbox.handlers);
const seed = createSeedData();
/** The bearer tokens the sandbox received, so each case can show that its token was really sent. */
const bearers: string[] = [];
server.events.on('request:start', ({ request }) => {
  const header = request.headers.get('authorization');
  if (header) bearers.push(header.replace(/^Bearer\s+/i, ''));
});

const consoleMethods = ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'table', 'group', 'groupCollapsed'] as const;
let consoleSpies: MockInstance[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  bearers.length = 0;
  consoleSpies = consoleMethods.map((method) => vi.spyOn(console, method));
});
afterEach(() => {
  server.resetHandlers();
  sandbox.reset();
});
afterAll(() => server.close());

/** A session on the sandbox, as the host makes it, with the client that sends its token. */
function sessionOnSandbox(): { session: Session; client: ApiClient } {
  let getToken: () => string | null = () => null;
  const client = createApiClient({ ...testHosts, getToken: () => getToken(), createXhr: createFetchXhr() });
  const session = createSession({ client, storage: createMemoryStorage().storage });
  getToken = () => session.getToken();
  return { session, client };
}

/** The demo agency signed in through the session. */
async function signedInSession(): Promise<{ session: Session; client: ApiClient; token: string }> {
  const { session, client } = sessionOnSandbox();
  await session.signIn(demoAgencyCredentials.email, demoAgencyCredentials.password);
  const token = session.getToken();
  if (!token) throw new Error('the demo agency did not get a token');
  return { session, client, token };
}

/** An agent of the seed who signs in (with the demo password, as every seeded account). */
function agentWithEmail(): { email: string } {
  const agent = seed.agents.find((candidate) => candidate.email);
  if (!agent?.email) throw new Error('the seed has no agent with an e-mail');
  return { email: agent.email };
}

/** What the console was given during the test. */
function consoleCalls(): unknown[][] {
  return consoleSpies.flatMap((spy) => spy.mock.calls);
}

/** Fails when the token shows in the error, the console or the session's snapshot. */
function expectNoSighting(token: string, error: unknown, session?: Session) {
  expect(tokenSightings([token], error), 'the error').toEqual([]);
  expect(tokenSightings([token], consoleCalls()), 'the console').toEqual([]);
  if (session) expect(tokenSightings([token], session.getSnapshot()), 'the session snapshot').toEqual([]);
}

/** A failing call of the signed-in client, with the fault that makes it fail. */
const clientFailures: { name: string; kind: ApiErrorKind; status?: number; fault?: Fault; call?: (client: ApiClient) => Promise<unknown> }[] = [
  { name: 'a 500', kind: 'http', status: 500, fault: serverFault },
  { name: 'a 401 the fault answers', kind: 'http', status: 401, fault: { status: 401, body: { message: { en: 'Unauthorized' } } } },
  { name: 'a network failure', kind: 'network', fault: { networkError: true } },
  { name: 'a body that does not decode', kind: 'decode', fault: { status: 200, body: { data: 'not a profile' } } },
  { name: 'a body that is not JSON', kind: 'decode', fault: { status: 200, body: 'not json' } },
  {
    name: 'a timeout',
    kind: 'timeout',
    fault: { never: true },
    call: (client) => client.request({ host: 'accounts', method: 'GET', path: '/api/profile', schema: { safeParse: () => ({ success: true, data: null }) }, timeoutMs: 50 }),
  },
  {
    name: 'a cancelled call',
    kind: 'abort',
    fault: { never: true },
    call: (client) => {
      const controller = new AbortController();
      const call = fetchAgencyProfile(client, { signal: controller.signal });
      setTimeout(() => controller.abort(), 20);
      return call;
    },
  },
];

describe('the token stays out of the errors a failing call raises', () => {
  for (const failure of clientFailures) {
    it(`on ${failure.name}`, async () => {
      const { session, client, token } = await signedInSession();
      if (failure.fault) sandbox.faults.set('GET /api/profile', failure.fault);
      const error = await rejectionOf(failure.call ? failure.call(client) : fetchAgencyProfile(client));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: failure.kind, ...(failure.status ? { status: failure.status } : {}) });
      expect(bearers).toContain(token);
      expectNoSighting(token, error, session);
    });
  }

  it('on the 401 the sandbox answers a token it no longer accepts', async () => {
    const { session, client, token } = await signedInSession();
    sandbox.db.authTokens.reset();
    const error = await rejectionOf(fetchAgencyProfile(client));
    expect(error).toMatchObject({ kind: 'http', status: 401, serverMessage: 'Invalid or expired token' });
    expect(bearers).toContain(token);
    expectNoSighting(token, error, session);
  });

  it("on the 403 the sandbox answers an agent's token on an agency's call", async () => {
    const agent = agentWithEmail();
    const state: { token: string | null } = { token: null };
    const client = createApiClient({ ...testHosts, getToken: () => state.token });
    state.token = await signInAs(client, { email: agent.email, password: demoAgencyCredentials.password });
    const error = await rejectionOf(
      client.request({ host: 'accounts', method: 'PUT', path: '/api/profile', body: {}, schema: { safeParse: () => ({ success: true, data: null }) } }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 403 });
    expect(bearers).toContain(state.token);
    expectNoSighting(state.token, error);
  });

  it('on an upload the server refuses', async () => {
    const { session, client, token } = await signedInSession();
    sandbox.faults.set('POST /api/media/upload', serverFault);
    const error = await rejectionOf(uploadMedia(client, { file: new Blob(['not really a picture'], { type: 'image/png' }) }));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(bearers).toContain(token);
    expectNoSighting(token, error, session);
  });
});

describe("the token stays out of the session's own failures", () => {
  it('when the profile fails right after the sign-in accepted the token', async () => {
    const { session } = sessionOnSandbox();
    sandbox.faults.set('GET /api/profile', { ...serverFault, times: 1 });
    const error = await rejectionOf(session.signIn(demoAgencyCredentials.email, demoAgencyCredentials.password));
    expect(error).toBeInstanceOf(SessionError);
    expect(error).toMatchObject({ reason: 'profileFailed', cause: { kind: 'http', status: 500 } });
    // The token the sign-in answered went out with the profile call, then the session dropped it.
    const [token] = bearers;
    if (!token) throw new Error('the profile call carried no token');
    expectNoSighting(token, error, session);
  });

  // A live token in an answer the session cannot use (its lifetime unreadable) is still a credential:
  // the DecodeError must not keep the body it came in.
  it('when the sign-in answers a live token with a lifetime it cannot read', async () => {
    const token = issueSandboxToken(sandbox.db, demoAgencyCredentials.email);
    expect(sandbox.db.authTokens.resolve(token)).toBeDefined();
    sandbox.faults.set('POST /api/auth/signin', { status: 200, body: { token, expiresIn: 'until further notice' } });
    const { session } = sessionOnSandbox();
    const error = await rejectionOf(session.signIn(demoAgencyCredentials.email, demoAgencyCredentials.password));
    expect(error).toMatchObject({ kind: 'decode' });
    expectNoSighting(token, error, session);
  });

  it('when the refresh the session makes for a profile of another role answers a live token with a lifetime it cannot read', async () => {
    const agent = agentWithEmail();
    const next = issueSandboxToken(sandbox.db, agent.email);
    sandbox.faults.set('POST /api/auth/refresh', { status: 200, body: { token: next, expiresIn: -1 } });
    const { session } = sessionOnSandbox();
    const error = await rejectionOf(session.signIn(agent.email, demoAgencyCredentials.password));
    expect(error).toMatchObject({ reason: 'refreshFailed', cause: { kind: 'decode' } });
    expect(sandbox.db.authTokens.resolve(next)).toBeDefined();
    expectNoSighting(next, error, session);
  });
});

describe('the check itself', () => {
  it('finds a token however an error holds it', () => {
    const token = issueSandboxToken(sandbox.db, demoAgencyCredentials.email);
    const signature = token.split('.').at(-1) ?? '';
    const inCause = new Error('outer', { cause: { headers: new Map([['authorization', `Bearer ${token}`]]) } });
    const hidden = Object.defineProperty(new Error('plain'), 'secret', { value: token, enumerable: false });
    const asKey = { [signature]: true };
    for (const holder of [inCause, hidden, asKey, [[{ deep: { deeper: token } }]], new Error(`failed with ${token}`)]) {
      expect(tokenSightings([token], holder)).not.toEqual([]);
    }
    expect(tokenSightings([token], new Error('nothing here'))).toEqual([]);
  });
});
