import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { propertyHookWrapper } from './hookWrapper.testing';
import { useProperties } from './properties.hooks';
import { usePropertyCounts } from './propertyCounts.hooks';
import {
  useApprovePropertyAsDeveloper,
  useCreateProperty,
  useDeleteProperty,
  useRejectProperty,
  useRejectPropertyAsDeveloper,
  useSetPropertyStatus,
  useUpdateProperty,
} from './propertyMutations.hooks';
import { demoAgencyId, failureOf, seed, standalonePayload, servePropertySandbox } from './propertySandbox.testing';

const { sandbox, client } = servePropertySandbox();
const pendingOfDemo = seed.properties.filter(({ property }) => property.agencyId === demoAgencyId && property.listingStatus?.id === 8).length;

function renderPropertyHooks() {
  return renderHook(
    () => ({
      list: useProperties({ kind: 'agency', agencyId: demoAgencyId }, 0, 1000),
      counts: usePropertyCounts(demoAgencyId),
      create: useCreateProperty(),
      update: useUpdateProperty(),
      remove: useDeleteProperty(),
      status: useSetPropertyStatus(),
      reject: useRejectProperty(),
      approveAsDeveloper: useApprovePropertyAsDeveloper(),
      rejectAsDeveloper: useRejectPropertyAsDeveloper(),
    }),
    { wrapper: propertyHookWrapper(client) },
  );
}

type Rendered = ReturnType<typeof renderPropertyHooks>['result'];
const loaded = async (result: Rendered) => {
  // Both getters are read on each try: SWR re-renders only for the fields a caller has read.
  await waitFor(() => expect([result.current.list.data, result.current.counts.data].every(Boolean)).toBe(true));
};

describe('useProperties and usePropertyCounts', () => {
  it('load a page of the list and the counters, and nothing without parameters', async () => {
    const { result } = renderPropertyHooks();
    await loaded(result);
    expect(result.current.list.data?.totalElements).toBe(seed.properties.filter(({ property }) => property.agencyId === demoAgencyId).length);
    expect(result.current.counts.data?.pending).toBe(pendingOfDemo);
    const idle = renderHook(() => ({ list: useProperties(null), counts: usePropertyCounts(undefined) }), { wrapper: propertyHookWrapper(client) });
    expect(idle.result.current.list.isLoading || idle.result.current.counts.isLoading).toBe(false);
  });

  it('report a failure as the error', async () => {
    sandbox.faults.set('GET /api/property/search', { status: 500, body: { message: { en: 'Failed to fetch properties' } } });
    const { result } = renderPropertyHooks();
    await waitFor(() => expect(result.current.list.error).toBeDefined());
    expect(result.current.list.error?.message).toBe('Failed to fetch properties');
  });
});

describe('the property mutations', () => {
  it('reload the lists and counters after a create and a delete', async () => {
    const { result } = renderPropertyHooks();
    await loaded(result);
    const created = await act(() => result.current.create.trigger(standalonePayload()));
    await waitFor(() => expect(result.current.counts.data?.pending).toBe(pendingOfDemo + 1));
    expect(result.current.list.data?.content.some((property) => property.id === created.id)).toBe(true);
    await act(() => result.current.remove.trigger(created.id));
    await waitFor(() => expect(result.current.counts.data?.pending).toBe(pendingOfDemo));
    expect(result.current.list.data?.content.some((property) => property.id === created.id)).toBe(false);
  });

  it('run the update, status and review calls', async () => {
    const { result } = renderPropertyHooks();
    await loaded(result);
    const created = await act(() => result.current.create.trigger(standalonePayload()));
    expect((await act(() => result.current.update.trigger({ ...standalonePayload({ name: 'Renamed' }), id: created.id }))).name).toBe('Renamed');
    expect((await act(() => result.current.status.trigger({ id: created.id, statusId: 1 }))).listingStatus?.id).toBe(1);
    expect((await act(() => result.current.reject.trigger({ id: created.id, reason: 'Blurry photos' }))).listingStatus?.id).toBe(9);
    expect((await act(() => result.current.rejectAsDeveloper.trigger({ id: created.id, reason: 'Reserved' }))).developerApprovalStatus).toBe('REJECTED');
    expect((await act(() => result.current.approveAsDeveloper.trigger(created.id))).developerApprovalStatus).toBe('APPROVED');
    await waitFor(() => expect(result.current.counts.data?.rejected).toBeGreaterThan(0));
  });

  it('expose a failure as the error and reject with it', async () => {
    const { result } = renderPropertyHooks();
    await loaded(result);
    sandbox.faults.set('DELETE /api/property/:id', { status: 500, body: { message: { en: 'Failed to delete property' } } });
    const error = await act(() => failureOf(result.current.remove.trigger(1)));
    expect(error.message).toBe('Failed to delete property');
    await waitFor(() => expect(result.current.remove.error?.status).toBe(500));
  });
});
