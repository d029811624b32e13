// @vitest-environment node
import { createSeedData } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { NetworkError } from '../../errors';
import { setupAccountsSandbox } from './accountsSandbox.testing';
import { fetchDeveloper } from './developers';

const { client, sandbox } = setupAccountsSandbox();
const seed = createSeedData();

describe('fetchDeveloper', () => {
  it('reads content[0].data as the developer', async () => {
    const developer = seed.developers[1];
    if (!developer) throw new Error('seed lacks developers');
    expect(await fetchDeveloper(client, developer.id)).toEqual({ ...developer, roleId: 3 });
  });

  it('answers null when no developer has that id', async () => {
    expect(await fetchDeveloper(client, 999_999)).toBeNull();
  });

  it("rejects with the server's message on a 500 and a NetworkError when the network fails", async () => {
    sandbox.faults.set('GET /api/auth/accounts/get', { status: 500, body: { message: { en: 'Accounts down' } } });
    await expect(fetchDeveloper(client, 201)).rejects.toMatchObject({ status: 500, serverMessage: 'Accounts down' });
    sandbox.faults.set('GET /api/auth/accounts/get', { networkError: true });
    await expect(fetchDeveloper(client, 201)).rejects.toBeInstanceOf(NetworkError);
  });
});
