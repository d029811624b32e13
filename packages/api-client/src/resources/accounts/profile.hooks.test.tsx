import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookWrapper } from '../../react/testWrapper';
import { setupAccountsSandbox } from './accountsSandbox.testing';
import { useAgencyProfile, useUpdateAgencyProfile } from './profile.hooks';

const { client, sandbox } = setupAccountsSandbox();

function renderProfile() {
  return renderHook(() => ({ profile: useAgencyProfile(), save: useUpdateAgencyProfile() }), { wrapper: hookWrapper(client) });
}

describe('useAgencyProfile and useUpdateAgencyProfile', () => {
  it('loads the profile, and a save puts the saved profile in the shared cache', async () => {
    const { result } = renderProfile();
    await waitFor(() => expect(result.current.profile.data?.name).toBe('Marina Homes Real Estate'));
    await act(async () => {
      await result.current.save.trigger({ name: 'Marina Homes' });
    });
    expect(result.current.profile.data?.name).toBe('Marina Homes');
    expect(result.current.save.error).toBeUndefined();
  });

  it('keeps the loaded profile and exposes the error when a save fails', async () => {
    const { result } = renderProfile();
    await waitFor(() => expect(result.current.profile.data).toBeDefined());
    sandbox.faults.set('PUT /api/profile', { status: 500, body: { message: { en: 'Could not save' } } });
    await act(async () => {
      await expect(result.current.save.trigger({ name: 'Lost' })).rejects.toMatchObject({ serverMessage: 'Could not save' });
    });
    expect(result.current.profile.data?.name).toBe('Marina Homes Real Estate');
    expect(result.current.save.error?.message).toBe('Could not save');
  });

  it('exposes a load failure as an error', async () => {
    sandbox.faults.set('GET /api/profile', { status: 401, body: { message: { en: 'Invalid or expired token' } } });
    const { result } = renderProfile();
    await waitFor(() => expect(result.current.profile.error?.status).toBe(401));
  });
});
