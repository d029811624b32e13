import { en, errorMessageFor, isErrorCase } from '@marketplace/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hookWrapper } from '../../react/testWrapper';
import { useApiQuery } from '../../react/useApiQuery';
import { createKey } from '../../swrKeys';
import { useAgencyAgents, useInviteAgent, usePendingInvitationEmails, useRemoveAgent } from './agentAgencyRelationships.hooks';
import { readQuery, seed, serverFault, setUpSandboxServer } from '../sandboxServer.testing';

const { sandbox, client } = setUpSandboxServer();
const agencyId = seed.demoAgency.id;
const demoRelationships = seed.agentAgencyRelationships.filter((entry) => entry.agencyId === agencyId).map((entry) => entry.relationship);
const accepted = demoRelationships.filter((relationship) => relationship.status === 'ACCEPTED');
const pending = demoRelationships.filter((relationship) => relationship.status === 'PENDING');
const relatedAgentIds = new Set(seed.agentAgencyRelationships.map((entry) => entry.relationship.agentId));
const freeEmail = seed.agents.find((agent) => !agent.isHasAgency && !relatedAgentIds.has(agent.id))?.email ?? '';
const acceptedEmail = accepted[0]?.agentEmail ?? '';
const inviteRoute = 'POST /api/admin/agent_agency_rs/request';
const listRoute = 'GET /api/admin/agent_agency_rs/agency/:agencyId';

function useAgentScreenData() {
  return {
    ours: readQuery(useAgencyAgents(agencyId, 'ACCEPTED', 0)),
    waiting: readQuery(useAgencyAgents(agencyId, 'PENDING', 0)),
    pendingEmails: usePendingInvitationEmails(agencyId),
    invite: useInviteAgent(agencyId),
    remove: useRemoveAgent(),
  };
}

function renderAgents() {
  return renderHook(useAgentScreenData, { wrapper: hookWrapper(client) });
}

async function loaded(result: { current: ReturnType<typeof useAgentScreenData> }) {
  await waitFor(() => {
    expect(result.current.ours.data?.totalElements).toBe(accepted.length);
    expect(result.current.waiting.data?.totalElements).toBe(pending.length);
    expect(result.current.pendingEmails.data?.size).toBe(pending.length);
  });
}

describe('agency agent lists', () => {
  it('load the accepted agents, the pending invitations and their e-mails', async () => {
    const { result } = renderAgents();
    await loaded(result);
    expect(result.current.pendingEmails.data).toEqual(new Set(pending.map((relationship) => relationship.agentEmail)));
  });

  it('load nothing while the agency is unknown', async () => {
    const { result } = renderHook(() => usePendingInvitationEmails(null), { wrapper: hookWrapper(client) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
  });
});

describe('useInviteAgent', () => {
  it('marks the e-mail pending at once, and the pending list grows', async () => {
    sandbox.faults.set(inviteRoute, { delayMs: 150, times: 1 });
    const { result } = renderAgents();
    await loaded(result);
    let invitation: Promise<void> = Promise.resolve();
    act(() => {
      invitation = result.current.invite.trigger({ agentEmail: freeEmail });
    });
    await waitFor(() => expect(result.current.pendingEmails.data?.has(freeEmail)).toBe(true));
    expect(result.current.invite.isMutating).toBe(true);
    await act(() => invitation);
    await waitFor(() => expect(result.current.waiting.data?.totalElements).toBe(pending.length + 1));
    expect(result.current.pendingEmails.data?.has(freeEmail)).toBe(true);
  });

  it('takes the mark back when the invitation fails', async () => {
    sandbox.faults.set(inviteRoute, { ...serverFault, delayMs: 150 });
    const { result } = renderAgents();
    await loaded(result);
    let invitation: Promise<void> = Promise.resolve();
    act(() => {
      invitation = result.current.invite.trigger({ agentEmail: freeEmail });
    });
    await waitFor(() => expect(result.current.pendingEmails.data?.has(freeEmail)).toBe(true));
    // The reload after the failure is held back, so only the rollback itself can clear the mark.
    sandbox.faults.set(listRoute, { delayMs: 400, times: 1 });
    await act(async () => {
      await expect(invitation).rejects.toMatchObject({ status: 500, serverMessage: 'Database unavailable' });
    });
    expect(result.current.pendingEmails.data?.has(freeEmail)).toBe(false);
    expect(result.current.pendingEmails.data?.size).toBe(pending.length);
    expect(errorMessageFor(result.current.invite.error, en.agentManagement.errors.invite)).toBe('Unable to send invitation. Please try again later.');
  });

  it('keeps the row pending when the invitation is refused as a duplicate', async () => {
    const { result } = renderAgents();
    await loaded(result);
    await act(async () => {
      await expect(result.current.invite.trigger({ agentEmail: acceptedEmail })).rejects.toMatchObject({ status: 409 });
    });
    expect(isErrorCase(result.current.invite.error, 'duplicate')).toBe(true);
    expect(result.current.pendingEmails.data?.has(acceptedEmail)).toBe(true);
    expect(result.current.waiting.data?.totalElements).toBe(pending.length);
  });
});

describe('useRemoveAgent', () => {
  it('removes the agent; the lists reload, the agent lists too, and the page rule is applied', async () => {
    const availableAgents = vi.fn(async () => 'agents page');
    const { result } = renderHook(
      () => ({ ...useAgentScreenData(), available: readQuery(useApiQuery({ key: createKey('agents', 'available', { emailSearch: '', page: 0 }), fetch: availableAgents })) }),
      { wrapper: hookWrapper(client) },
    );
    await loaded(result);
    await waitFor(() => expect(result.current.available.data).toBe('agents page'));
    const target = accepted[0];
    let outcome = { nextPage: -1 };
    await act(async () => {
      outcome = await result.current.remove.trigger({ relationshipId: target?.relationshipId ?? 0, page: 2, itemsOnPage: 1 });
    });
    expect(outcome.nextPage).toBe(1);
    await waitFor(() => expect(result.current.ours.data?.totalElements).toBe(accepted.length - 1));
    await waitFor(() => expect(availableAgents).toHaveBeenCalledTimes(2));
  });

  it('rejects with the error the catalogue maps when removal fails', async () => {
    sandbox.faults.set('DELETE /api/admin/agent_agency_rs/remove', { status: 404 });
    const { result } = renderAgents();
    await act(async () => {
      await expect(result.current.remove.trigger({ relationshipId: 1 })).rejects.toMatchObject({ status: 404 });
    });
    expect(errorMessageFor(result.current.remove.error, en.agentManagement.errors.removeAgent)).toBe(
      'This agent may have already been removed from your agency.',
    );
  });
});
