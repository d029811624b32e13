import { createSeedData } from '@marketplace/domain/fixtures';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookWrapper } from '../../react/testWrapper';
import { setupAccountsSandbox } from './accountsSandbox.testing';
import { useDeveloper } from './developers.hooks';

const { client } = setupAccountsSandbox();
const seed = createSeedData();

describe('useDeveloper', () => {
  it("loads a project's developer", async () => {
    const developer = seed.developers[0];
    const { result } = renderHook(() => useDeveloper(developer?.id), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current.data?.companyName).toBe(developer?.companyName));
  });

  it('answers null for an unknown id and loads nothing without one', async () => {
    const { result } = renderHook(() => ({ unknown: useDeveloper(424_242), none: useDeveloper(null) }), { wrapper: hookWrapper(client) });
    await waitFor(() => expect(result.current.unknown.data).toBeNull());
    expect(result.current.none.data).toBeUndefined();
    expect(result.current.none.isLoading).toBe(false);
  });
});
