import { createApiClient } from '@marketplace/api-client';
import { countEnquiries, en, type Enquiry } from '@marketplace/domain';
import { demoAccounts, issueSandboxToken } from '@marketplace/sandbox';
import { createSeedData } from '@marketplace/domain/fixtures';
import { createToastQueue, type ToastQueue } from '@marketplace/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInquiryManagement, type InquiryManagementOptions } from './useInquiryManagement';
import type { EnquiryViewLocation } from './useEnquiryViewState';
import { apiWrapper, serveSandbox, signInDemoAgency, testHosts } from '../shared/sandboxServer.testing';

const { sandbox } = serveSandbox();
const demoAgencyId = createSeedData().demoAgency.id;

afterEach(() => sessionStorage.clear());

function toastTitles(queue: ToastQueue): string[] {
  return queue.visibleToasts.map((toast) => toast.content.title);
}

async function setup(options: Partial<InquiryManagementOptions> = {}, { waitForList = true } = {}) {
  const { client, session } = await signInDemoAgency();
  const toasts = createToastQueue({ maxVisibleToasts: 10 });
  const rendered = renderHook(() => useInquiryManagement({ toasts, ...options }), { wrapper: apiWrapper(client, session) });
  if (waitForList) await waitFor(() => expect(rendered.result.current.enquiries).toBeDefined());
  return { ...rendered, toasts };
}

function firstWithStatus(list: readonly Enquiry[] | undefined, status: Enquiry['status']): Enquiry {
  const found = list?.find((enquiry) => enquiry.status === status);
  if (!found) throw new Error(`no ${status} enquiry in the seed`);
  return found;
}

describe('useInquiryManagement on the sandbox', () => {
  it("lists the signed-in agency's enquiries (spec 1 section 6)", async () => {
    const { result } = await setup();
    const mine = sandbox.db.enquiries.list((record) => record.scope.agencyId === demoAgencyId);
    expect(result.current.enquiries).toHaveLength(mine.length);
    expect(result.current.isLoading).toBe(false);
    expect(result.current.loadError).toBeNull();
  });

  it('lists the scope it is given instead of the profile', async () => {
    // A developer's own list, read with that developer's token: the sandbox answers a scope to its owner only.
    const developer = demoAccounts(sandbox.db).find(
      (account) => account.roleId === 3 && sandbox.db.enquiries.list((record) => record.scope.developerId === account.accountId).length > 0,
    );
    if (!developer) throw new Error('the seed has no developer with enquiries');
    const token = issueSandboxToken(sandbox.db, developer.email);
    const client = createApiClient({ ...testHosts, getToken: () => token });
    const toasts = createToastQueue({ maxVisibleToasts: 10 });
    const { result } = renderHook(() => useInquiryManagement({ toasts, scope: { role: 'DEVELOPER', id: developer.accountId } }), {
      wrapper: apiWrapper(client),
    });
    await waitFor(() => expect(result.current.enquiries).toBeDefined());
    const theirs = sandbox.db.enquiries.list((record) => record.scope.developerId === developer.accountId);
    expect(result.current.enquiries?.map((enquiry) => enquiry.id).sort()).toEqual(theirs.map((record) => record.id).sort());
  });

  it('shows the load failure with its status in the banner text, and loads on retry', async () => {
    sandbox.faults.set('GET /api/enquiries/agency/:id', { status: 500, times: 1 });
    const { result } = await setup({}, { waitForList: false });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.loadError).toBe('Failed to fetch inquiries. Status: 500'));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.enquiries).toBeUndefined();

    act(() => result.current.onRetry?.());
    await waitFor(() => expect(result.current.enquiries?.length).toBeGreaterThan(0));
    expect(result.current.loadError).toBeNull();
  });

  it('says an unexpected error occurred when the list never reaches the browser', async () => {
    sandbox.faults.set('GET /api/enquiries/agency/:id', { networkError: true });
    const { result } = await setup({}, { waitForList: false });
    await waitFor(() => expect(result.current.loadError).toBe('An unexpected error occurred'));
  });

  it('changes a status at once, toasts success with Undo, and Undo puts the old status back', async () => {
    const { result, toasts } = await setup();
    const enquiry = firstWithStatus(result.current.enquiries, 'NEW');
    const before = countEnquiries(result.current.enquiries ?? []);

    // Long enough that a loaded machine still looks before the server answers.
    sandbox.faults.set('PATCH /api/enquiries/:id', { delayMs: 800, times: 1 });
    act(() => result.current.onStatusChange(enquiry, 'RESOLVED'));
    // Shown before the server answers (optimistic).
    await waitFor(() => expect(result.current.enquiries?.find((row) => row.id === enquiry.id)?.status).toBe('RESOLVED'));
    expect(sandbox.db.enquiries.get(enquiry.id)?.status).toBe('NEW');
    expect(countEnquiries(result.current.enquiries ?? [])).toMatchObject({ urgent: before.urgent - 1, resolved: before.resolved + 1 });
    await waitFor(() => expect(toastTitles(toasts)).toContain(en.enquiries.statusUpdated), { timeout: 5000 });
    expect(sandbox.db.enquiries.get(enquiry.id)?.status).toBe('RESOLVED');

    const toast = toasts.visibleToasts.find((item) => item.content.title === en.enquiries.statusUpdated);
    expect(toast?.content.action?.label).toBe(en.enquiries.undo);
    act(() => toast?.content.action?.onAction());
    await waitFor(() => expect(sandbox.db.enquiries.get(enquiry.id)?.status).toBe('NEW'));
    await waitFor(() => expect(toastTitles(toasts)).toContain(en.enquiries.statusRestored('New')));
    await waitFor(() => expect(result.current.enquiries?.find((row) => row.id === enquiry.id)?.status).toBe('NEW'));
  });

  it('sends a second status change on one row after the first, toasts each truthfully, and ends on the second', async () => {
    const { result, toasts } = await setup();
    const enquiry = firstWithStatus(result.current.enquiries, 'NEW');
    sandbox.faults.set('PATCH /api/enquiries/:id', { delayMs: 600, times: 2 });

    act(() => result.current.onStatusChange(enquiry, 'IN_PROGRESS'));
    await waitFor(() => expect(result.current.enquiries?.find((row) => row.id === enquiry.id)?.status).toBe('IN_PROGRESS'));
    const shown = result.current.enquiries?.find((row) => row.id === enquiry.id);
    if (!shown) throw new Error('the enquiry left the list');
    act(() => result.current.onStatusChange(shown, 'RESOLVED'));
    await waitFor(() => expect(result.current.enquiries?.find((row) => row.id === enquiry.id)?.status).toBe('RESOLVED'));

    await waitFor(() => expect(toastTitles(toasts).filter((title) => title === en.enquiries.statusUpdated)).toHaveLength(2), { timeout: 5000 });
    expect(sandbox.db.enquiries.get(enquiry.id)?.status).toBe('RESOLVED');
    await waitFor(() => expect(result.current.enquiries?.find((row) => row.id === enquiry.id)?.status).toBe('RESOLVED'));
    expect(result.current.statusError).toBeNull();
  });

  it('clears the status error when a later change succeeds, also one that started before the failure came back', async () => {
    const { result } = await setup();
    const failing = firstWithStatus(result.current.enquiries, 'NEW');
    const other = result.current.enquiries?.find((row) => row.id !== failing.id && row.status === 'NEW');
    if (!other) throw new Error('the seed has one NEW enquiry only');
    sandbox.faults.set('PATCH /api/enquiries/:id', { status: 500, delayMs: 300, times: 1 });
    act(() => result.current.onStatusChange(failing, 'CLOSED'));
    // The failing call has reached the sandbox (its fault is used up) before the slow one is set.
    await waitFor(() => expect(sandbox.faults.list()).toHaveLength(0));
    sandbox.faults.set('PATCH /api/enquiries/:id', { delayMs: 700, times: 1 });
    act(() => result.current.onStatusChange(other, 'RESOLVED'));

    await waitFor(() => expect(result.current.statusError).toBe('Failed to update inquiry status. Status: 500'));
    await waitFor(() => expect(sandbox.db.enquiries.get(other.id)?.status).toBe('RESOLVED'), { timeout: 5000 });
    await waitFor(() => expect(result.current.statusError).toBeNull());
  });

  it('rolls a failed status change back, reloads, and shows the error and toast', async () => {
    const { result, toasts } = await setup();
    const enquiry = firstWithStatus(result.current.enquiries, 'NEW');
    sandbox.faults.set('PATCH /api/enquiries/:id', { status: 500, delayMs: 50 });

    act(() => result.current.onStatusChange(enquiry, 'CLOSED'));
    await waitFor(() => expect(result.current.enquiries?.find((row) => row.id === enquiry.id)?.status).toBe('CLOSED'));
    await waitFor(() => expect(result.current.statusError).toBe('Failed to update inquiry status. Status: 500'));
    expect(toastTitles(toasts)).toEqual(['Failed to update inquiry status']);
    expect(result.current.enquiries?.find((row) => row.id === enquiry.id)?.status).toBe('NEW');
    expect(sandbox.db.enquiries.get(enquiry.id)?.status).toBe('NEW');
  });

  it('says an unexpected error occurred when the status call never reaches the server', async () => {
    const { result } = await setup();
    const enquiry = firstWithStatus(result.current.enquiries, 'IN_PROGRESS');
    sandbox.faults.set('PATCH /api/enquiries/:id', { networkError: true });
    act(() => result.current.onStatusChange(enquiry, 'RESOLVED'));
    await waitFor(() => expect(result.current.statusError).toBe('An unexpected error occurred'));
  });

  it('does not call the server when the status picked is the current one', async () => {
    const { result, toasts } = await setup();
    const enquiry = firstWithStatus(result.current.enquiries, 'NEW');
    sandbox.faults.set('PATCH /api/enquiries/:id', { status: 500 });
    act(() => result.current.onStatusChange(enquiry, 'NEW'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.statusError).toBeNull();
    expect(toasts.visibleToasts).toHaveLength(0);
  });

  it('saves a note, merges it into the list and toasts success', async () => {
    const { result, toasts } = await setup();
    const enquiry = firstWithStatus(result.current.enquiries, 'NEW');
    await act(() => result.current.onNoteSave(enquiry, 'Viewing booked for Saturday'));
    expect(result.current.enquiries?.find((row) => row.id === enquiry.id)?.note).toBe('Viewing booked for Saturday');
    expect(sandbox.db.enquiries.get(enquiry.id)?.note).toBe('Viewing booked for Saturday');
    expect(toastTitles(toasts)).toEqual([en.enquiries.noteUpdated]);
    expect(result.current.noteErrors?.size).toBe(0);
  });

  it('rejects a failed note save so the editor keeps the text, with the error and toast', async () => {
    const { result, toasts } = await setup();
    const enquiry = firstWithStatus(result.current.enquiries, 'NEW');
    sandbox.faults.set('PATCH /api/enquiries/note/:id', { status: 503 });
    let outcome: unknown;
    await act(() => result.current.onNoteSave(enquiry, 'typed text').catch((error: unknown) => (outcome = error)));
    expect(outcome).toBeInstanceOf(Error);
    expect(result.current.noteErrors?.get(enquiry.id)).toBe('Failed to update note. Status: 503');
    expect(toastTitles(toasts)).toEqual([en.enquiries.noteUpdateFailedToast]);
  });

  it("keeps each enquiry's note error to that enquiry, until its own save succeeds", async () => {
    const { result } = await setup();
    const [first, second] = result.current.enquiries ?? [];
    if (!first || !second) throw new Error('the seed has fewer than two enquiries');
    sandbox.faults.set('PATCH /api/enquiries/note/:id', { status: 503, times: 1 });
    await act(() => result.current.onNoteSave(first, 'typed text').catch(() => undefined));
    await act(() => result.current.onNoteSave(second, 'Viewing booked'));
    expect([...(result.current.noteErrors ?? [])]).toEqual([[first.id, 'Failed to update note. Status: 503']]);
    await act(() => result.current.onNoteSave(first, 'typed text'));
    expect(result.current.noteErrors?.size).toBe(0);
  });

  it('keeps the view state in the location it is given and Reset clears search and filter and goes to the first page', async () => {
    const onQueryChange = vi.fn();
    const location: EnquiryViewLocation = { query: 'q=villa&status=NEW&sort=name&dir=asc&page=3&inquiry=7&tab=x', onQueryChange };
    const { result } = await setup({ location });
    expect(result.current.viewState).toEqual({ search: 'villa', status: 'NEW', sort: { column: 'name', direction: 'ascending' }, openId: 7, page: 3 });

    const loaded = result.current.enquiries;
    sandbox.db.enquiries.update(String(loaded?.[0]?.id), { note: 'changed elsewhere' });
    act(() => result.current.onReset());
    expect(onQueryChange).toHaveBeenCalledWith('tab=x&sort=name&dir=asc&inquiry=7', { replace: false });
    // Reset reloads the list too.
    await waitFor(() => expect(result.current.enquiries?.[0]?.note).toBe('changed elsewhere'));
  });
});
