// @vitest-environment node
import { createSeedData } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../../errors';
import { setupAccountsSandbox } from './accountsSandbox.testing';
import { fetchAgencyProfile, updateAgencyProfile } from './profile';

const { client, sandbox, setToken } = setupAccountsSandbox();
const seed = createSeedData();

describe('fetchAgencyProfile', () => {
  it("loads the signed-in agency's profile", async () => {
    const profile = await fetchAgencyProfile(client);
    expect(profile).toMatchObject({ id: seed.demoAgency.id, roleId: 4, loginId: seed.demoAgency.loginId, name: 'Marina Homes Real Estate' });
    expect(profile.areas).toEqual(seed.demoAgency.areas);
  });

  it('rejects with a 401 HttpError without a token or with a bad one', async () => {
    setToken(null);
    await expect(fetchAgencyProfile(client)).rejects.toMatchObject({ status: 401, serverMessage: 'Authentication required' });
    setToken('forged');
    await expect(fetchAgencyProfile(client)).rejects.toMatchObject({ status: 401, serverMessage: 'Invalid or expired token' });
  });

  it("rejects with the server's message on a 500 and with a NetworkError when the network fails", async () => {
    sandbox.faults.set('GET /api/profile', { status: 500, body: { message: { en: 'Profile service down' } } });
    const failure = fetchAgencyProfile(client);
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 500, serverMessage: 'Profile service down' });
    sandbox.faults.set('GET /api/profile', { networkError: true });
    await expect(fetchAgencyProfile(client)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('updateAgencyProfile', () => {
  it('saves the form as the spec payload, empty fields cleared and absent ones kept; the next load shows it', async () => {
    const result = await updateAgencyProfile(client, {
      name: 'Marina Homes',
      description: '',
      address: null,
      industryStartYear: '2009',
      areas: [{ id: 1, serviceArea: 'ignored label' }, 3],
    });
    expect(result.message).toEqual({ en: 'Profile updated successfully' });
    expect(result.data).toMatchObject({ name: 'Marina Homes', industryStartYear: 2009 });
    const reloaded = await fetchAgencyProfile(client);
    expect(reloaded).toMatchObject({ name: 'Marina Homes', industryStartYear: 2009, description: null, address: null, ded: seed.demoAgency.ded });
    expect(reloaded.areas?.map((area) => area.id)).toEqual([1, 3]);
  });

  it("rejects with the server's message when the server refuses the payload", async () => {
    await expect(updateAgencyProfile(client, { areas: [999] })).rejects.toMatchObject({ status: 400, serverMessage: 'Unknown service area: 999' });
  });

  it('rejects with an HttpError on a fault and a NetworkError when the network fails', async () => {
    sandbox.faults.set('PUT /api/profile', { status: 500, body: { message: { en: 'Could not save' } } });
    await expect(updateAgencyProfile(client, { name: 'x' })).rejects.toMatchObject({ status: 500, serverMessage: 'Could not save' });
    sandbox.faults.set('PUT /api/profile', { networkError: true });
    await expect(updateAgencyProfile(client, { name: 'x' })).rejects.toBeInstanceOf(NetworkError);
  });
});
