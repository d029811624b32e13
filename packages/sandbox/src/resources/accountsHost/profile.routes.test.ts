// @vitest-environment node
import { createSeedData, demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { call, signIn, setupAccountsHostServer } from './accountsHostTestServer.testing';

setupAccountsHostServer();
const seed = createSeedData();

type ProfileAnswer = { data: Record<string, unknown>; message?: { en: string } };

async function profileOf(token: string): Promise<Record<string, unknown>> {
  return ((await (await call('/api/profile', { token })).json()) as ProfileAnswer).data;
}

describe('GET /api/profile', () => {
  it("answers the token's agency profile in data", async () => {
    const profile = await profileOf(await signIn());
    expect(profile).toMatchObject({
      id: seed.demoAgency.id,
      roleId: 4,
      loginId: seed.demoAgency.loginId,
      name: 'Marina Homes Real Estate',
      email: demoAgencyCredentials.email,
    });
    expect(profile.areas).toEqual(seed.demoAgency.areas);
  });

  it('answers 401 without a token and with a bad one', async () => {
    expect((await call('/api/profile')).status).toBe(401);
    expect((await call('/api/profile', { token: 'forged' })).status).toBe(401);
  });
});

describe('PUT /api/profile', () => {
  it('saves the payload, keeps omitted fields and answers the saved profile with the message', async () => {
    const token = await signIn();
    const response = await call('/api/profile', {
      method: 'PUT',
      token,
      body: { roleId: 4, name: 'Marina Homes', industryStartYear: null, isActive: true, areas: [2, 5] },
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ProfileAnswer;
    expect(answer.message).toEqual({ en: 'Profile updated successfully' });
    expect(answer.data).toMatchObject({ name: 'Marina Homes', industryStartYear: null, description: seed.demoAgency.description });
    const saved = await profileOf(token);
    expect(saved).toMatchObject({ name: 'Marina Homes', address: seed.demoAgency.address });
    expect(saved.areas).toEqual(
      seed.lookups.serviceAreas.filter((area) => area.id === 2 || area.id === 5),
    );
  });

  it('stores a field sent as null cleared, so it reads back empty (issue 13)', async () => {
    const token = await signIn();
    const response = await call('/api/profile', { method: 'PUT', token, body: { description: null, xurl: null, isActive: true } });
    expect(response.status).toBe(200);
    const saved = await profileOf(token);
    expect(saved.description).toBeNull();
    expect(saved.xurl).toBeNull();
    expect(saved.name).toBe('Marina Homes Real Estate');
  });

  it('answers 400 to text longer than a field takes and changes nothing', async () => {
    const token = await signIn();
    const response = await call('/api/profile', { method: 'PUT', token, body: { name: 'x'.repeat(256), isActive: true } });
    expect(response.status).toBe(400);
    expect((await profileOf(token)).name).toBe('Marina Homes Real Estate');
  });

  it("keeps the account's roleId whatever the payload says", async () => {
    const token = await signIn();
    await call('/api/profile', { method: 'PUT', token, body: { roleId: 7, isActive: true } });
    expect((await profileOf(token)).roleId).toBe(4);
  });

  it('answers 400 with a message to a payload the domain schema refuses', async () => {
    const response = await call('/api/profile', { method: 'PUT', token: await signIn(), body: { industryStartYear: 'twenty', isActive: true } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: { en: string } }).message.en).toMatch(/^industryStartYear: /);
  });

  it('answers 400 to an unknown service area and changes nothing', async () => {
    const token = await signIn();
    const response = await call('/api/profile', { method: 'PUT', token, body: { name: 'Changed', areas: [1, 999] } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: { en: 'Unknown service area: 999' } });
    expect((await profileOf(token)).name).toBe('Marina Homes Real Estate');
  });

  it('answers 403 to an account that is not an agency', async () => {
    const agent = seed.agents[0];
    if (!agent?.email) throw new Error('seed lacks an agent');
    const token = await signIn({ email: agent.email, password: demoAgencyCredentials.password });
    const response = await call('/api/profile', { method: 'PUT', token, body: { name: 'Agent' } });
    expect(response.status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await call('/api/profile', { method: 'PUT', body: { name: 'x' } })).status).toBe(401);
  });
});
