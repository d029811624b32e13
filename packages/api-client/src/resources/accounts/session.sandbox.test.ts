// @vitest-environment node
import { createSeedData, demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../client';
import { HttpError } from '../../errors';
import { createSession } from '../../session/createSession';
import { createMemoryStorage } from '../../session/sessionTestBackend';
import { SessionError } from '../../session/sessionTypes';
import { testHosts, setupAccountsSandbox } from './accountsSandbox.testing';

// The session module calls the sandbox's auth endpoints; these tests check the two fit.
setupAccountsSandbox();
const seed = createSeedData();

function setup() {
  const memory = createMemoryStorage();
  let getToken: () => string | null = () => null;
  const client = createApiClient({ ...testHosts, getToken: () => getToken() });
  const session = createSession({ client, storage: memory.storage });
  getToken = () => session.getToken();
  return { session, client, ...memory };
}

describe('the session against the sandbox', () => {
  it('signs in as the demo agency and keeps its profile', async () => {
    const { session, items } = setup();
    const profile = await session.signIn(demoAgencyCredentials.email, demoAgencyCredentials.password);
    expect(profile).toMatchObject({ id: seed.demoAgency.id, roleId: 4, loginId: seed.demoAgency.loginId, role: 'AGENCY', name: 'Marina Homes Real Estate' });
    expect(items.get('token')).toBe(session.getToken());
    session.signOut();
  });

  it("rejects wrong credentials with the server's 401", async () => {
    const { session } = setup();
    const failure = session.signIn(demoAgencyCredentials.email, 'wrong');
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 401, serverMessage: 'Invalid email or password' });
  });

  it('refuses an agent account after one refresh: roleId 5 is not an agency', async () => {
    const agent = seed.agents[0];
    if (!agent?.email) throw new Error('seed lacks an agent');
    const { session } = setup();
    const failure = session.signIn(agent.email, demoAgencyCredentials.password);
    await expect(failure).rejects.toBeInstanceOf(SessionError);
    await expect(failure).rejects.toMatchObject({ reason: 'wrongRole' });
  });
});
