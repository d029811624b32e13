import { createSeedData } from '@marketplace/domain/fixtures';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookWrapper } from '../../react/testWrapper';
import { setupAccountsSandbox } from './accountsSandbox.testing';
import { useServiceAreas } from './serviceAreas.hooks';

const { client, sandbox } = setupAccountsSandbox();

describe('useServiceAreas', () => {
  it('loads every service area', async () => {
    const { result } = renderHook(() => useServiceAreas(), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current.data).toEqual(createSeedData().lookups.serviceAreas));
  });

  it('exposes a network failure as an error', async () => {
    sandbox.faults.set('GET /api/auth/common/service_area/search', { networkError: true });
    const { result } = renderHook(() => useServiceAreas(), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current.error?.kind).toBe('network'));
  });
});
