// @vitest-environment node
import { createSeedData } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../../errors';
import { setupAccountsSandbox } from './accountsSandbox.testing';
import { fetchAllAgents, fetchAvailableAgents } from './agents';

const { client, sandbox } = setupAccountsSandbox();
const seed = createSeedData();
const route = 'GET /api/auth/accounts/get';
const independent = seed.agents.filter((agent) => agent.isHasAgency === false);

describe('fetchAllAgents', () => {
  it('loads every agent account, unwrapped from content[].data', async () => {
    const agents = await fetchAllAgents(client);
    expect(agents.map((agent) => agent.id)).toEqual(seed.agents.map((agent) => agent.id));
    expect(agents[0]).toMatchObject({ firstName: seed.agents[0]?.firstName, email: seed.agents[0]?.email, roleId: 5 });
  });

  it("rejects with the server's message on a 500 and a NetworkError when the network fails", async () => {
    sandbox.faults.set(route, { status: 500, body: { message: { en: 'Accounts down' } } });
    await expect(fetchAllAgents(client)).rejects.toMatchObject({ status: 500, serverMessage: 'Accounts down' });
    sandbox.faults.set(route, { networkError: true });
    await expect(fetchAllAgents(client)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('fetchAvailableAgents', () => {
  it('loads a page of 10 agents without an agency', async () => {
    const page = await fetchAvailableAgents(client, { page: 0 });
    expect(page).toMatchObject({ page: 0, size: 10, totalElements: independent.length, totalPages: Math.ceil(independent.length / 10) });
    expect(page.agents).toHaveLength(Math.min(10, independent.length));
    expect(page.agents.every((agent) => agent.isHasAgency === false)).toBe(true);
  });

  it('narrows by e-mail search, ignoring case', async () => {
    const target = independent[3];
    const term = target?.email?.split('@')[0]?.toUpperCase() ?? '';
    const page = await fetchAvailableAgents(client, { emailSearch: term, page: 0 });
    expect(page.agents.map((agent) => agent.id)).toContain(target?.id);
    expect(page.agents.every((agent) => agent.email?.toUpperCase().includes(term) && agent.isHasAgency === false)).toBe(true);
  });

  it('sends typed RSQL syntax as part of the e-mail text: it cannot widen the search to agents with an agency (issue 15)', async () => {
    const withAgency = seed.agents.filter((agent) => agent.isHasAgency === true);
    expect(withAgency.length).toBeGreaterThan(0);
    const local = independent[0]?.email?.split('@')[0] ?? '';
    for (const typed of [`${local}" or isHasAgency==true or email=="*`, `${local},isHasAgency==true`, `${local};email==*`, `*) or (isHasAgency==true`, `${local}'==x`]) {
      const page = await fetchAvailableAgents(client, { emailSearch: typed, page: 0 });
      expect(page.agents, typed).toEqual([]);
    }
    // The same agent's own address with wildcards typed around it still finds them: stars are dropped, not sent.
    const starred = await fetchAvailableAgents(client, { emailSearch: `*${local}*`, page: 0 });
    expect(starred.agents.map((agent) => agent.id)).toContain(independent[0]?.id);
  });

  it('finds nothing for an e-mail nobody has', async () => {
    expect(await fetchAvailableAgents(client, { emailSearch: 'nobody-at-all', page: 0 })).toMatchObject({ agents: [], totalElements: 0 });
  });

  it('rejects with an HttpError on a 404 (the screen says no agents are available) and a NetworkError offline', async () => {
    sandbox.faults.set(route, { status: 404, body: { message: { en: 'No agents' } } });
    const failure = fetchAvailableAgents(client, { page: 0 });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 404 });
    sandbox.faults.set(route, { networkError: true });
    await expect(fetchAvailableAgents(client, { page: 0 })).rejects.toBeInstanceOf(NetworkError);
  });
});
