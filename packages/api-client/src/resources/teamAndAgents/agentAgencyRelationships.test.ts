// @vitest-environment node
import { en, errorMessageFor, isErrorCase } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { NetworkError, type HttpError } from '../../errors';
import { inviteAgent, listAgencyAgents, pendingInvitationEmails, removeAgent } from './agentAgencyRelationships';
import { rejectionOf, seed, serverFault, setUpSandboxServer } from '../sandboxServer.testing';

const { sandbox, server, client } = setUpSandboxServer();
const agencyId = seed.demoAgency.id;
const demoRelationships = seed.agentAgencyRelationships.filter((entry) => entry.agencyId === agencyId).map((entry) => entry.relationship);
const accepted = demoRelationships.filter((relationship) => relationship.status === 'ACCEPTED');
const pending = demoRelationships.filter((relationship) => relationship.status === 'PENDING');
const relatedAgentIds = new Set(seed.agentAgencyRelationships.map((entry) => entry.relationship.agentId));
const independentAgent = seed.agents.find((agent) => !agent.isHasAgency && !relatedAgentIds.has(agent.id));
const firstAccepted = accepted[0];
const firstPending = pending[0];
if (!independentAgent?.email || !firstAccepted?.agentEmail || !firstPending?.agentEmail) {
  throw new Error('the seed needs an independent agent and both kinds of relationship');
}
const listRoute = 'GET /api/admin/agent_agency_rs/agency/:agencyId';

function recordAuthorizationHeaders(): (string | null)[] {
  const seen: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.headers.get('authorization'));
  });
  return seen;
}

describe('listAgencyAgents', () => {
  it('lists the agency accepted agents and its pending invitations, as seeded', async () => {
    const ours = await listAgencyAgents(client, { agencyId, status: 'ACCEPTED' });
    expect(ours.totalElements).toBe(accepted.length);
    expect(ours.content).toEqual(accepted.slice(0, 10));

    const waiting = await listAgencyAgents(client, { agencyId, status: 'PENDING' });
    expect(waiting.totalElements).toBe(pending.length);
    // The page itself, not only its count: every() holds for an empty page.
    expect(pending.length).toBeGreaterThan(0);
    expect(waiting.content).toHaveLength(Math.min(10, pending.length));
    expect(waiting.content.every((relationship) => relationship.status === 'PENDING')).toBe(true);
  });

  it('pages like Spring', async () => {
    const page = await listAgencyAgents(client, { agencyId, status: 'ACCEPTED', page: 1, size: 3 });
    expect(page.number).toBe(1);
    expect(page.totalPages).toBe(Math.ceil(accepted.length / 3));
    expect(page.content.map((relationship) => relationship.relationshipId)).toEqual(accepted.slice(3, 6).map((relationship) => relationship.relationshipId));
  });

  it('sends no authorization header, and the service needs none', async () => {
    const headers = recordAuthorizationHeaders();
    await listAgencyAgents(client, { agencyId, status: 'ACCEPTED' });
    expect(headers).toEqual([null]);
    server.events.removeAllListeners();
  });

  it('maps a 404, a 403, a network failure and a 500 to the agency agents texts', async () => {
    sandbox.faults.set(listRoute, { status: 404 });
    expect(errorMessageFor(await rejectionOf(listAgencyAgents(client, { agencyId, status: 'ACCEPTED' })), en.agentManagement.errors.agencyAgents)).toBe(
      'No agents found in your agency.',
    );
    sandbox.faults.set(listRoute, { status: 403 });
    expect(errorMessageFor(await rejectionOf(listAgencyAgents(client, { agencyId, status: 'ACCEPTED' })), en.agentManagement.errors.agencyAgents)).toBe(
      "You don't have permission to view agency agents. Please contact your administrator.",
    );
    sandbox.faults.set(listRoute, { networkError: true });
    expect(await rejectionOf(listAgencyAgents(client, { agencyId, status: 'ACCEPTED' }))).toBeInstanceOf(NetworkError);
    sandbox.faults.set(listRoute, serverFault);
    const error = await rejectionOf(listAgencyAgents(client, { agencyId, status: 'ACCEPTED' }));
    expect((error as HttpError).serverMessage).toBe('Database unavailable');
    expect(errorMessageFor(error, en.agentManagement.errors.agencyAgents)).toBe('Unable to load agency agents. Please try again later.');
  });
});

describe('pendingInvitationEmails', () => {
  it('is the set of e-mails of the pending invitations', async () => {
    const emails = await pendingInvitationEmails(client, agencyId);
    expect(emails).toEqual(new Set(pending.map((relationship) => relationship.agentEmail)));
  });

  it('asks for page 0 of up to 100 pending relationships', async () => {
    const urls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      urls.push(request.url);
    });
    await pendingInvitationEmails(client, agencyId);
    server.events.removeAllListeners();
    const params = new URL(urls[0] ?? '').searchParams;
    expect([params.get('status'), params.get('page'), params.get('size')]).toEqual(['PENDING', '0', '100']);
  });

  it('maps a 404, a 403, a network failure and a 500 to the pending requests texts', async () => {
    const table = en.agentManagement.errors.pendingRequests;
    sandbox.faults.set(listRoute, { status: 404 });
    expect(errorMessageFor(await rejectionOf(pendingInvitationEmails(client, agencyId)), table)).toBe('No pending agent requests found.');
    sandbox.faults.set(listRoute, { status: 401 });
    expect(errorMessageFor(await rejectionOf(pendingInvitationEmails(client, agencyId)), table)).toBe(
      "You don't have permission to view pending requests. Please contact your administrator.",
    );
    sandbox.faults.set(listRoute, { networkError: true });
    expect(await rejectionOf(pendingInvitationEmails(client, agencyId))).toBeInstanceOf(NetworkError);
    sandbox.faults.set(listRoute, serverFault);
    const error = await rejectionOf(pendingInvitationEmails(client, agencyId));
    expect((error as HttpError).serverMessage).toBe('Database unavailable');
    expect(errorMessageFor(error, table)).toBe('Unable to load pending agent requests. Please try again later.');
  });
});

describe('inviteAgent', () => {
  it('creates a pending relationship for the agent with that e-mail', async () => {
    const headers = recordAuthorizationHeaders();
    await inviteAgent(client, { agencyId, agentEmail: independentAgent.email ?? '' });
    server.events.removeAllListeners();
    expect(headers).toEqual([null]);

    const waiting = await listAgencyAgents(client, { agencyId, status: 'PENDING' });
    expect(waiting.totalElements).toBe(pending.length + 1);
    expect(waiting.content.at(-1)).toMatchObject({
      agentId: independentAgent.id,
      agentEmail: independentAgent.email,
      agentName: `${independentAgent.firstName} ${independentAgent.lastName}`,
      agencyName: seed.demoAgency.name,
      status: 'PENDING',
    });
    expect(await pendingInvitationEmails(client, agencyId)).toContain(independentAgent.email);
  });

  it('refuses a pending or accepted agent as a duplicate', async () => {
    for (const agentEmail of [firstPending.agentEmail ?? '', firstAccepted.agentEmail ?? '']) {
      const error = await rejectionOf(inviteAgent(client, { agencyId, agentEmail }));
      expect((error as HttpError).status).toBe(409);
      expect(isErrorCase(error, 'duplicate')).toBe(true);
      expect(errorMessageFor(error, en.agentManagement.errors.invite)).toBe('An invitation has already been sent to this agent.');
    }
    expect((await listAgencyAgents(client, { agencyId, status: 'PENDING' })).totalElements).toBe(pending.length);
  });

  it('answers 404 for an e-mail no agent has', async () => {
    const error = await rejectionOf(inviteAgent(client, { agencyId, agentEmail: 'nobody@example.ae' }));
    expect((error as HttpError).status).toBe(404);
  });

  it('maps a 403, a network failure and a 500 to the invitation texts', async () => {
    const invite = () => inviteAgent(client, { agencyId, agentEmail: independentAgent.email ?? '' });
    sandbox.faults.set('POST /api/admin/agent_agency_rs/request', { status: 403 });
    expect(errorMessageFor(await rejectionOf(invite()), en.agentManagement.errors.invite)).toBe("You don't have permission to send invitations.");
    sandbox.faults.set('POST /api/admin/agent_agency_rs/request', { networkError: true });
    const network = await rejectionOf(invite());
    expect(network).toBeInstanceOf(NetworkError);
    expect(errorMessageFor(network, en.agentManagement.errors.invite)).toBe('Network error. Please check your internet connection and try again.');
    sandbox.faults.set('POST /api/admin/agent_agency_rs/request', serverFault);
    const error = await rejectionOf(invite());
    expect((error as HttpError).serverMessage).toBe('Database unavailable');
    expect(errorMessageFor(error, en.agentManagement.errors.invite)).toBe('Unable to send invitation. Please try again later.');
  });
});

describe('removeAgent', () => {
  it('takes the agent out of the agency and frees the agent account', async () => {
    await removeAgent(client, firstAccepted.relationshipId);
    const ours = await listAgencyAgents(client, { agencyId, status: 'ACCEPTED' });
    expect(ours.totalElements).toBe(accepted.length - 1);
    expect(ours.content.map((relationship) => relationship.relationshipId)).not.toContain(firstAccepted.relationshipId);
    expect(sandbox.db.accountAgents.get(firstAccepted.agentId ?? 0)?.isHasAgency).toBe(false);
  });

  it('withdraws a pending invitation', async () => {
    await removeAgent(client, firstPending.relationshipId);
    expect(await pendingInvitationEmails(client, agencyId)).not.toContain(firstPending.agentEmail);
  });

  it('answers 404 a second time, which reads as already removed', async () => {
    await removeAgent(client, firstAccepted.relationshipId);
    const error = await rejectionOf(removeAgent(client, firstAccepted.relationshipId));
    expect(errorMessageFor(error, en.agentManagement.errors.removeAgent)).toBe('This agent may have already been removed from your agency.');
  });

  it('maps a 403, a network failure and a 500', async () => {
    const route = 'DELETE /api/admin/agent_agency_rs/remove';
    sandbox.faults.set(route, { status: 403 });
    expect(errorMessageFor(await rejectionOf(removeAgent(client, firstAccepted.relationshipId)), en.agentManagement.errors.removeAgent)).toBe(
      "You don't have permission to remove agents from the agency.",
    );
    sandbox.faults.set(route, { networkError: true });
    expect(await rejectionOf(removeAgent(client, firstAccepted.relationshipId))).toBeInstanceOf(NetworkError);
    sandbox.faults.set(route, serverFault);
    const error = await rejectionOf(removeAgent(client, firstAccepted.relationshipId));
    expect((error as HttpError).serverMessage).toBe('Database unavailable');
    expect(errorMessageFor(error, en.agentManagement.errors.removeAgent)).toBe('Unable to remove agent from agency. Please try again later.');
  });
});
