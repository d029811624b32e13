import { createSeedData } from '@marketplace/domain/fixtures';
import { createToastQueue, type ToastQueue } from '@marketplace/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { comparableEmail, isEmailPending, type AgentManagementRow } from './agentManagementRows';
import { useAgentManagement, type AgentManagementOptions } from './useAgentManagement';
import { apiWrapper, serveSandbox, signInDemoAgency } from '../shared/sandboxServer.testing';

const { sandbox, server } = serveSandbox();
const seed = createSeedData();
const demoId = seed.demoAgency.id;
const ofDemo = seed.agentAgencyRelationships.filter(({ agencyId }) => agencyId === demoId).map(({ relationship }) => relationship);
const pendingOfDemo = ofDemo.filter((relationship) => relationship.status === 'PENDING');
const acceptedOfDemo = ofDemo.filter((relationship) => relationship.status === 'ACCEPTED');
const accountsRoute = 'GET /api/auth/accounts/get';
const listRoute = 'GET /api/admin/agent_agency_rs/agency/:agencyId';
const inviteRoute = 'POST /api/admin/agent_agency_rs/request';
const removeRoute = 'DELETE /api/admin/agent_agency_rs/remove';

afterEach(() => sessionStorage.clear());

// A name in a toast sits between U+2068 and U+2069 (isolatedText): an Arabic name keeps the sentence's order.
function toastTitles(queue: ToastQueue): string[] {
  return queue.visibleToasts.map((toast) => toast.content.title);
}

/** Counts the requests of a method whose path contains a text, from now on. */
function countRequests(method: string, pathPart: string): { readonly count: number } {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.includes(pathPart)) counter.count += 1;
  });
  return counter;
}

async function setup(options: Partial<AgentManagementOptions> = {}, { waitForRows = true } = {}) {
  const { client, session } = await signInDemoAgency();
  const toasts = createToastQueue({ maxVisibleToasts: 10 });
  const rendered = renderHook(() => useAgentManagement({ toasts, ...options }), { wrapper: apiWrapper(client, session) });
  if (waitForRows) await waitFor(() => expect(rendered.result.current.rows).toBeDefined());
  return { ...rendered, toasts };
}

function inviteable(rows: readonly AgentManagementRow[] | undefined, pending: ReadonlySet<string> | undefined): AgentManagementRow {
  const row = rows?.find((candidate) => candidate.email !== null && !isEmailPending(pending ?? new Set(), candidate.email));
  if (!row) throw new Error('no agent to invite on the first page');
  return row;
}

afterEach(() => server.events.removeAllListeners());

describe('useAgentManagement on the sandbox', () => {
  it('opens on Find Agents: agents without an agency, the pending count and the pending rows marked', async () => {
    const { result } = await setup();
    await waitFor(() => expect(result.current.pendingCount).toBe(pendingOfDemo.length));
    const current = result.current;
    expect(current.viewState).toEqual({ tab: 'findAgents', search: '', page: 0 });
    const independent = seed.agents.filter((agent) => agent.isHasAgency === false);
    expect(current.pageCount).toBe(Math.ceil(independent.length / 10));
    expect(current.rows).toHaveLength(10);
    expect(current.rows?.every((row) => row.status === null)).toBe(true);
    for (const relationship of pendingOfDemo) expect(isEmailPending(current.pendingEmails ?? new Set(), relationship.agentEmail ?? null)).toBe(true);
  });

  it('invites an agent: the row is pending at once, one request, the success notice, and the agent under Pending Requests', async () => {
    const posts = countRequests('POST', '/agent_agency_rs/request');
    sandbox.faults.set(inviteRoute, { delayMs: 300, times: 1 });
    const { result, toasts } = await setup();
    await waitFor(() => expect(result.current.pendingEmails).toBeDefined());
    const row = inviteable(result.current.rows, result.current.pendingEmails);
    act(() => result.current.onInvite(row));
    expect(isEmailPending(result.current.pendingEmails ?? new Set(), row.email)).toBe(true);
    // A second press while the first runs sends nothing more.
    act(() => result.current.onInvite(row));
    await waitFor(() => expect(toastTitles(toasts)).toEqual([`Invitation sent to \u2068${row.firstName}\u2069 successfully!`]));
    expect(posts.count).toBe(1);
    expect(result.current.pendingCount).toBe(pendingOfDemo.length + 1);
    expect(isEmailPending(result.current.pendingEmails ?? new Set(), row.email)).toBe(true);

    act(() => result.current.onTabChange('pendingRequests'));
    await waitFor(() => expect(result.current.rows?.map((pending) => comparableEmail(pending.email))).toContain(comparableEmail(row.email)));
    expect(result.current.rows?.every((pending) => pending.status === 'PENDING')).toBe(true);
  });

  it('refuses a second invitation of a pending agent with the exact message and sends nothing', async () => {
    const posts = countRequests('POST', '/agent_agency_rs/request');
    const { result, toasts } = await setup();
    await waitFor(() => expect(result.current.pendingEmails).toBeDefined());
    const pendingRow = result.current.rows?.find((row) => isEmailPending(result.current.pendingEmails ?? new Set(), row.email));
    if (!pendingRow) throw new Error('the seed puts no invited agent on the first Find Agents page');
    act(() => result.current.onInvite(pendingRow));
    expect(toastTitles(toasts)).toEqual([`\u2068${pendingRow.firstName}\u2069 already has a pending invitation request.`]);
    expect(posts.count).toBe(0);
  });

  it('takes a failed invitation back to Invite with the catalogue message', async () => {
    sandbox.faults.set(inviteRoute, { status: 500, delayMs: 300, times: 1 });
    const { result, toasts } = await setup();
    await waitFor(() => expect(result.current.pendingEmails).toBeDefined());
    const row = inviteable(result.current.rows, result.current.pendingEmails);
    act(() => result.current.onInvite(row));
    await waitFor(() => expect(toastTitles(toasts)).toEqual(['Unable to send invitation. Please try again later.']));
    await waitFor(() => expect(isEmailPending(result.current.pendingEmails ?? new Set(), row.email)).toBe(false));
    expect(result.current.pendingCount).toBe(pendingOfDemo.length);
  });

  it('says so when the invitation is forbidden', async () => {
    sandbox.faults.set(inviteRoute, { status: 403, times: 1 });
    const { result, toasts } = await setup();
    await waitFor(() => expect(result.current.pendingEmails).toBeDefined());
    act(() => result.current.onInvite(inviteable(result.current.rows, result.current.pendingEmails)));
    await waitFor(() => expect(toastTitles(toasts)).toEqual(["You don't have permission to send invitations."]));
  });

  it('keeps the row pending when the server refuses the invitation as a duplicate', async () => {
    sandbox.faults.set(inviteRoute, { status: 409, body: { message: { en: 'Duplicate invitation' } }, times: 1 });
    const { result, toasts } = await setup();
    await waitFor(() => expect(result.current.pendingEmails).toBeDefined());
    const row = inviteable(result.current.rows, result.current.pendingEmails);
    act(() => result.current.onInvite(row));
    await waitFor(() => expect(toastTitles(toasts)).toEqual(['An invitation has already been sent to this agent.']));
    expect(isEmailPending(result.current.pendingEmails ?? new Set(), row.email)).toBe(true);
  });

  it.each([
    [500, 'The server encountered an error. Our team has been notified.'],
    [403, "You don't have permission to view agents. Please contact your administrator."],
    [404, 'No agents are available at the moment.'],
  ])('words a Find Agents load failure (%i) and loads on retry', async (status, message) => {
    sandbox.faults.set(accountsRoute, { status, times: 1 });
    const { result } = await setup({}, { waitForRows: false });
    await waitFor(() => expect(result.current.loadError).toBe(message));
    act(() => result.current.onRetry?.());
    await waitFor(() => expect(result.current.rows?.length).toBeGreaterThan(0));
    expect(result.current.loadError).toBeNull();
  });

  it.each([
    ['pendingRequests', 404, 'No pending agent requests found.'],
    ['pendingRequests', 403, "You don't have permission to view pending requests. Please contact your administrator."],
    ['ourAgents', 500, 'Unable to load agency agents. Please try again later.'],
    ['ourAgents', 403, "You don't have permission to view agency agents. Please contact your administrator."],
  ] as const)('words a %s load failure (%i)', async (tab, status, message) => {
    const { result } = await setup();
    sandbox.faults.set(listRoute, { status });
    act(() => result.current.onTabChange(tab));
    await waitFor(() => expect(result.current.loadError).toBe(message));
  });

  it("lists Our Agents, searches their e-mails on the client, and removes one with the notice", async () => {
    const { result, toasts } = await setup();
    act(() => result.current.onTabChange('ourAgents'));
    await waitFor(() => expect(result.current.rows).toHaveLength(Math.min(10, acceptedOfDemo.length)));
    expect(result.current.rows?.every((row) => row.status === 'ACCEPTED')).toBe(true);

    const target = acceptedOfDemo[0];
    const term = target?.agentEmail?.split('@')[0]?.toUpperCase() ?? '';
    act(() => result.current.onSearchChange(term));
    await waitFor(() => expect(result.current.rows?.map((row) => row.relationshipId)).toEqual([target?.relationshipId]));

    const row = result.current.rows?.[0];
    if (!row) throw new Error('no row');
    await act(() => result.current.onRemove(row));
    expect(toastTitles(toasts)).toEqual([`\u2068${row.name}\u2069 has been removed from your agency successfully`]);
    await waitFor(() => expect(result.current.rows).toEqual([]));
    expect(sandbox.db.agentAgencyRelationships.get(row.relationshipId ?? 0)).toBeUndefined();
  });

  it('reports a failed removal and keeps the agent', async () => {
    sandbox.faults.set(removeRoute, { status: 404, times: 1 });
    const { result, toasts } = await setup();
    act(() => result.current.onTabChange('ourAgents'));
    await waitFor(() => expect(result.current.rows?.length).toBeGreaterThan(0));
    const row = result.current.rows?.[0];
    if (!row) throw new Error('no row');
    await act(() => expect(result.current.onRemove(row)).rejects.toBeDefined());
    expect(toastTitles(toasts)).toEqual(['This agent may have already been removed from your agency.']);
    expect(result.current.rows?.map((shown) => shown.key)).toContain(row.key);
  });

  it('keeps the tab, the search and the page in the location it is given', async () => {
    const changes: [string, boolean][] = [];
    const location = { query: '', onQueryChange: (query: string, { replace }: { replace: boolean }) => changes.push([query, replace]) };
    const { result } = await setup({ location });
    act(() => result.current.onTabChange('pendingRequests'));
    act(() => result.current.onPageChange(2));
    act(() => result.current.onSearchChange('sara'));
    expect(changes).toEqual([
      ['tab=pending-requests', false],
      ['page=3', false],
      ['email=sara', false],
    ]);
  });

  it("loads the open agent's listed properties for the dialog", async () => {
    const { result } = await setup();
    const row = result.current.rows?.[0];
    if (!row) throw new Error('no row');
    act(() => result.current.onDetailChange(row));
    await waitFor(() => expect(result.current.detailProperties.total).not.toBeNull());
    expect(result.current.detailRow).toBe(row);
    expect(result.current.detailProperties.properties).toHaveLength(Math.min(10, result.current.detailProperties.total ?? 0));
  });
});
