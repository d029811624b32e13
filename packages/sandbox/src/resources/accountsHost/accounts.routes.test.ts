// @vitest-environment node
import { createSeedData } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { call, signIn, setupAccountsHostServer } from './accountsHostTestServer.testing';

setupAccountsHostServer();
const seed = createSeedData();

type AccountsPage = { content: { data: Record<string, unknown> }[]; totalElements: number; totalPages: number; size: number; number: number };

async function accountsGet(query: string, token: string | null): Promise<Response> {
  return call(`/api/auth/accounts/get?${query}`, { token });
}

describe('GET /api/auth/accounts/get', () => {
  it('answers every agent on one page when no page is asked, each wrapped in data', async () => {
    const page = (await (await accountsGet('roleId=5', await signIn())).json()) as AccountsPage;
    expect(page.totalElements).toBe(seed.agents.length);
    expect(page.content).toHaveLength(seed.agents.length);
    expect(page.content[0]?.data).toMatchObject({ id: seed.agents[0]?.id, roleId: 5, email: seed.agents[0]?.email });
  });

  it('filters and pages agents without an agency', async () => {
    const search = encodeURIComponent('isHasAgency==false');
    const page = (await (await accountsGet(`roleId=5&page=0&size=10&search=${search}`, await signIn())).json()) as AccountsPage;
    const independent = seed.agents.filter((agent) => agent.isHasAgency === false);
    expect(page).toMatchObject({ totalElements: independent.length, totalPages: Math.ceil(independent.length / 10), size: 10, number: 0 });
    expect(page.content.every((item) => item.data.isHasAgency === false)).toBe(true);
  });

  it('finds a developer by id', async () => {
    const developer = seed.developers[2];
    const page = (await (await accountsGet(`roleId=3&search=id==${developer?.id}&page=0&size=1`, await signIn())).json()) as AccountsPage;
    expect(page.content).toEqual([{ data: { ...developer, roleId: 3 } }]);
  });

  it('answers no accounts for a role the specs do not name', async () => {
    const page = (await (await accountsGet('roleId=9', await signIn())).json()) as AccountsPage;
    expect(page.totalElements).toBe(0);
  });

  it('answers 400 without a roleId or with a malformed filter, and 401 without a token', async () => {
    const token = await signIn();
    expect((await accountsGet('', token)).status).toBe(400);
    expect((await accountsGet('roleId=', token)).status).toBe(400);
    expect((await accountsGet(`roleId=5&search=${encodeURIComponent('email==')}`, token)).status).toBe(400);
    expect((await accountsGet('roleId=5', null)).status).toBe(401);
  });
});

describe('GET /api/auth/common/service_area/search', () => {
  it('answers every service area as { id, serviceArea }', async () => {
    const response = await call('/api/auth/common/service_area/search', { token: await signIn() });
    const page = (await response.json()) as { content: unknown[]; totalElements: number };
    expect(page.content).toEqual(seed.lookups.serviceAreas);
    expect(page.totalElements).toBe(seed.lookups.serviceAreas.length);
  });

  it('answers 401 without a token', async () => {
    expect((await call('/api/auth/common/service_area/search')).status).toBe(401);
  });
});
