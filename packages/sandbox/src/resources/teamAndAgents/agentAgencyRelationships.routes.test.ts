// @vitest-environment node
import { createSeedData } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { setUpPropertyHostServer } from './teamAndAgentsTestServer.testing';

const { sandbox, call } = setUpPropertyHostServer();
const seed = createSeedData();
const agencyId = seed.demoAgency.id;
const base = '/api/admin/agent_agency_rs';
const demo = seed.agentAgencyRelationships.filter((entry) => entry.agencyId === agencyId);
const acceptedEntry = demo.find((entry) => entry.relationship.status === 'ACCEPTED');
const relatedAgentIds = new Set(seed.agentAgencyRelationships.map((entry) => entry.relationship.agentId));
const freeAgent = seed.agents.find((agent) => !agent.isHasAgency && !relatedAgentIds.has(agent.id));

describe('agent-agency relationship routes', () => {
  it('list both statuses without a status, answering { data: page } without the agency id', async () => {
    const answer = await call(`${base}/agency/${agencyId}?size=100`);
    const page = (answer.body as { data: { totalElements: number; content: Record<string, unknown>[] } }).data;
    expect(page.totalElements).toBe(demo.length);
    expect(page.content.some((relationship) => 'agencyId' in relationship)).toBe(false);
  });

  it('answer an empty page for an agency without relationships', async () => {
    const answer = await call(`${base}/agency/987654?status=ACCEPTED`);
    expect(answer.body).toMatchObject({ data: { content: [], totalElements: 0, empty: true } });
  });

  it('refuse an unknown status, a non-numeric agency and a removal without an id', async () => {
    expect((await call(`${base}/agency/${agencyId}?status=REJECTED`)).status).toBe(400);
    expect((await call(`${base}/agency/abc?status=PENDING`)).status).toBe(400);
    expect((await call(`${base}/remove`, { method: 'DELETE' })).status).toBe(400);
  });

  it('refuse an invitation in another status, or from an unknown agency', async () => {
    const body = { agencyId, agentEmail: freeAgent?.email, status: 'PENDING' };
    expect((await call(`${base}/request`, { method: 'POST', body: { ...body, status: 'ACCEPTED' } })).status).toBe(400);
    expect((await call(`${base}/request`, { method: 'POST', body: { ...body, agencyId: 987654 } })).status).toBe(404);
  });

  it('answer 201 with the new relationship, matching the e-mail without case', async () => {
    const answer = await call(`${base}/request`, {
      method: 'POST',
      body: { agencyId, agentEmail: ` ${freeAgent?.email?.toUpperCase()} `, status: 'PENDING' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ data: { agentId: freeAgent?.id, status: 'PENDING', joinDate: null } });
  });

  it('keep isHasAgency while another accepted relationship remains', async () => {
    const relationship = acceptedEntry?.relationship;
    if (!relationship?.agentId) throw new Error('the seed needs an accepted relationship');
    sandbox.db.agentAgencyRelationships.insert({ ...relationship, relationshipId: 9_999, agencyId: seed.agencies[1]?.id ?? 0 });
    expect((await call(`${base}/remove?relationshipId=${relationship.relationshipId}`, { method: 'DELETE' })).status).toBe(204);
    expect(sandbox.db.accountAgents.get(relationship.agentId)?.isHasAgency).toBe(true);
    await call(`${base}/remove?relationshipId=9999`, { method: 'DELETE' });
    expect(sandbox.db.accountAgents.get(relationship.agentId)?.isHasAgency).toBe(false);
  });
});
