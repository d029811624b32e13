import { en } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiWrapper, serveSandbox, signInDemoAgency } from '../shared/sandboxServer.testing';
import { useRejectionDialog, type RejectionDialogOptions } from './useRejectionDialog';

const { sandbox } = serveSandbox();
const seed = createSeedData();
const listing = seed.properties.map(({ property }) => property).find((property) => property.agencyId === seed.demoAgency.id && property.listingStatus?.id === 8);

async function setup(options: Omit<RejectionDialogOptions, 'propertyId'>) {
  if (!listing) throw new Error('the seed has no pending listing of the demo agency');
  const { client, session } = await signInDemoAgency();
  return renderHook(() => useRejectionDialog({ propertyId: listing.id, ...options }), { wrapper: apiWrapper(client, session) });
}

describe('useRejectionDialog on the sandbox', () => {
  it("rejects through the admin's call (PUT /api/property/reject/{id}) with the reason", async () => {
    const onRejected = vi.fn();
    const { result } = await setup({ context: 'admin', onRejected });
    let done: boolean | undefined;
    await act(async () => {
      done = await result.current.onReject('Photos do not match');
    });
    expect(done).toBe(true);
    expect(onRejected).toHaveBeenCalledOnce();
    expect(sandbox.db.properties.get(listing?.id ?? 0)).toMatchObject({ listingStatus: { id: 9 }, rejectedOrBlockReason: 'Photos do not match' });
  });

  it.each([
    ['admin', 'PUT /api/property/reject/:id'],
    ['developer', 'PUT /api/property/developer/reject/:id'],
  ] as const)("a failed %s rejection reads 'Failed to reject property'", async (context, route) => {
    sandbox.faults.set(route, { status: 500 });
    const { result } = await setup({ context });
    let done: boolean | undefined;
    await act(async () => {
      done = await result.current.onReject('Photos do not match');
    });
    expect(done).toBe(false);
    expect(result.current.errorMessage).toBe(en.reviewLists.rejectFailed);
  });
});
