// @vitest-environment node
import { createSeedData, demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, signIn, setupAccountsHostServer } from './accountsHostTestServer.testing';

const sandbox = setupAccountsHostServer();
const seed = createSeedData();

async function body(response: Response): Promise<unknown> {
  return response.json();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /api/auth/signin', () => {
  it('answers a token with its lifetime for the demo agency', async () => {
    const response = await call('/api/auth/signin', { method: 'POST', body: demoAgencyCredentials });
    expect(response.status).toBe(200);
    const answer = (await body(response)) as { token: string; expiresIn: number };
    expect(answer.expiresIn).toBe(3600);
    expect(answer.token).toMatch(/^sbx\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  });

  it('matches the e-mail whatever its case and surrounding spaces', async () => {
    const response = await call('/api/auth/signin', {
      method: 'POST',
      body: { email: `  ${demoAgencyCredentials.email.toUpperCase()} `, password: demoAgencyCredentials.password },
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['a wrong password', { email: demoAgencyCredentials.email, password: 'nope' }],
    ['an unknown e-mail', { email: 'nobody@example.ae', password: demoAgencyCredentials.password }],
  ])('refuses %s with 401 and the catalogue message', async (_case, credentials) => {
    const response = await call('/api/auth/signin', { method: 'POST', body: credentials });
    expect(response.status).toBe(401);
    expect(await body(response)).toEqual({ message: { en: 'Invalid email or password' } });
  });

  it('answers 400 to a body without e-mail and password', async () => {
    expect((await call('/api/auth/signin', { method: 'POST', body: { email: demoAgencyCredentials.email } })).status).toBe(400);
    expect((await call('/api/auth/signin', { method: 'POST', body: 'not json' })).status).toBe(400);
  });

  it('signs in the other agencies, agents and developers with their own e-mail and the demo password', async () => {
    const { password } = demoAgencyCredentials;
    const other = seed.agencies[1];
    const agent = seed.agents[0];
    const developer = seed.developers[0];
    if (!other?.email || !agent?.email || !developer?.businessEmail) throw new Error('seed lacks accounts');
    for (const [email, roleId, id] of [
      [other.email, 4, other.id],
      [agent.email, 5, agent.id],
      [developer.businessEmail, 3, developer.id],
    ] as const) {
      const token = await signIn({ email, password });
      const profile = (await body(await call('/api/profile', { token }))) as { data: { id: number; roleId: number } };
      expect(profile.data).toMatchObject({ id, roleId });
    }
  });
});

describe('POST /api/auth/refresh', () => {
  it('issues a new token and leaves the old one working until its own expiry', async () => {
    const old = await signIn();
    const response = await call('/api/auth/refresh', { method: 'POST', token: old });
    expect(response.status).toBe(200);
    const { token, expiresIn } = (await body(response)) as { token: string; expiresIn: number };
    expect(token).not.toBe(old);
    expect(expiresIn).toBe(3600);
    expect((await call('/api/profile', { token })).status).toBe(200);
    expect((await call('/api/profile', { token: old })).status).toBe(200);
  });

  it('answers 401 without a token and for a token it never issued', async () => {
    const missing = await call('/api/auth/refresh', { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await body(missing)).toEqual({ message: { en: 'Authentication required' } });
    const unknown = await call('/api/auth/refresh', { method: 'POST', token: 'forged' });
    expect(unknown.status).toBe(401);
    expect(await body(unknown)).toEqual({ message: { en: 'Invalid or expired token' } });
  });

  it('refuses an expired token, for refresh and every other call', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T08:00:00Z') });
    const token = await signIn();
    vi.setSystemTime(new Date('2026-11-22T08:59:59Z'));
    expect((await call('/api/profile', { token })).status).toBe(200);
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
    expect((await call('/api/auth/refresh', { method: 'POST', token })).status).toBe(401);
    expect((await call('/api/profile', { token })).status).toBe(401);
  });
});

describe('/__sandbox/auth/token-lifetime', () => {
  it('sets the lifetime of tokens issued afterwards, until the sandbox is reset', async () => {
    const response = await call('/__sandbox/auth/token-lifetime', { method: 'POST', body: { seconds: 301 } });
    expect(response.status).toBe(200);
    expect(await body(await call('/__sandbox/auth/token-lifetime'))).toEqual({ seconds: 301 });
    const signedIn = (await body(await call('/api/auth/signin', { method: 'POST', body: demoAgencyCredentials }))) as { expiresIn: number };
    expect(signedIn.expiresIn).toBe(301);
    sandbox.reset();
    expect(await body(await call('/__sandbox/auth/token-lifetime'))).toEqual({ seconds: 3600 });
  });

  it.each([[{ seconds: 0 }], [{ seconds: '60' }], [{}]])('answers 400 to %j', async (payload) => {
    expect((await call('/__sandbox/auth/token-lifetime', { method: 'POST', body: payload })).status).toBe(400);
  });

  it('ignores faults, like the other control endpoints', async () => {
    sandbox.faults.set('/__sandbox/auth/token-lifetime', { status: 500 });
    expect((await call('/__sandbox/auth/token-lifetime', { method: 'POST', body: { seconds: 60 } })).status).toBe(200);
  });
});

describe('issued tokens and reset', () => {
  it('forgets issued tokens when the database is reset', async () => {
    const token = await signIn();
    sandbox.reset();
    expect((await call('/api/profile', { token })).status).toBe(401);
  });
});
