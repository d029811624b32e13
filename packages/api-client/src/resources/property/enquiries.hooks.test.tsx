import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EnquiryScope } from './enquiries';
import { useEnquiries, useUpdateEnquiryNote, useUpdateEnquiryStatus } from './enquiries.hooks';
import { propertyHookWrapper } from './hookWrapper.testing';
import { failureOf, seed, servePropertySandbox } from './propertySandbox.testing';

const { sandbox, client } = servePropertySandbox();
const scope: EnquiryScope = { role: 'AGENCY', id: seed.demoAgency.id };
const target = seed.enquiries.find(({ scope: owner, enquiry }) => owner.agencyId === scope.id && enquiry.status !== 'RESOLVED')?.enquiry;
if (!target) throw new Error('the demo agency needs an enquiry that is not RESOLVED');

function renderEnquiries() {
  return renderHook(
    () => ({ list: useEnquiries(scope), status: useUpdateEnquiryStatus(scope), note: useUpdateEnquiryNote(scope) }),
    { wrapper: propertyHookWrapper(client) },
  );
}

const statusOf = (result: ReturnType<typeof renderEnquiries>['result']) => result.current.list.data?.find((enquiry) => enquiry.id === target.id)?.status;

describe('useEnquiries', () => {
  it("loads the scope's list, and nothing without a scope", async () => {
    const { result } = renderEnquiries();
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    expect(result.current.list.data?.length).toBe(seed.enquiries.filter(({ scope: owner }) => owner.agencyId === scope.id).length);
    const idle = renderHook(() => useEnquiries(null), { wrapper: propertyHookWrapper(client) });
    expect(idle.result.current.isLoading).toBe(false);
    expect(idle.result.current.data).toBeUndefined();
  });
});

describe('useUpdateEnquiryStatus', () => {
  it('shows the new status at once, before the server answers, and keeps it after', async () => {
    const { result } = renderEnquiries();
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    sandbox.faults.set('PATCH /api/enquiries/:id', { delayMs: 200, times: 1 });
    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = result.current.status.trigger({ id: target.id, status: 'RESOLVED' });
    });
    await waitFor(() => expect(statusOf(result)).toBe('RESOLVED'));
    expect(result.current.status.isMutating).toBe(true);
    await act(() => call);
    expect(statusOf(result)).toBe('RESOLVED');
    expect(sandbox.db.enquiries.get(target.id)?.status).toBe('RESOLVED');
  });

  it('rolls the list back when the server refuses, and rejects with its error', async () => {
    const { result } = renderEnquiries();
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    sandbox.faults.set('PATCH /api/enquiries/:id', { status: 500, body: { message: { en: 'Status service down' } }, delayMs: 100 });
    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = result.current.status.trigger({ id: target.id, status: 'RESOLVED' });
    });
    await waitFor(() => expect(statusOf(result)).toBe('RESOLVED'));
    const error = await act(() => failureOf(call));
    expect(error).toMatchObject({ status: 500, serverMessage: 'Status service down' });
    await waitFor(() => expect(statusOf(result)).toBe(target.status));
    expect(result.current.status.error?.status).toBe(500);
  });
});

describe('useUpdateEnquiryNote', () => {
  it('merges the updated enquiry into the list', async () => {
    const { result } = renderEnquiries();
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await act(() => result.current.note.trigger({ id: target.id, note: 'Called back, sending brochure' }));
    expect(result.current.list.data?.find((enquiry) => enquiry.id === target.id)?.note).toBe('Called back, sending brochure');
  });
});
