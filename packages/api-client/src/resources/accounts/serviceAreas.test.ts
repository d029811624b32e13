// @vitest-environment node
import { createSeedData } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../errors';
import { setupAccountsSandbox } from './accountsSandbox.testing';
import { fetchServiceAreas } from './serviceAreas';

const { client, sandbox } = setupAccountsSandbox();
const seed = createSeedData();

describe('fetchServiceAreas', () => {
  it('loads every service area', async () => {
    const areas = await fetchServiceAreas(client);
    expect(areas).toEqual(seed.lookups.serviceAreas);
    expect(areas.length).toBeGreaterThan(10);
  });

  it("rejects with the server's message on a 500 and a NetworkError when the network fails", async () => {
    sandbox.faults.set('GET /api/auth/common/service_area/search', { status: 500, body: { message: { en: 'Areas down' } } });
    await expect(fetchServiceAreas(client)).rejects.toMatchObject({ status: 500, serverMessage: 'Areas down' });
    sandbox.faults.set('GET /api/auth/common/service_area/search', { networkError: true });
    await expect(fetchServiceAreas(client)).rejects.toBeInstanceOf(NetworkError);
  });
});
