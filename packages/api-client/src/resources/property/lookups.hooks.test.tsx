import { renderHook, waitFor } from '@testing-library/react';
import { en } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { propertyHookWrapper } from './hookWrapper.testing';
import { fallbackLookups } from './lookups';
import { useLookups, usePropertyCategories } from './lookups.hooks';
import { seed, servePropertySandbox } from './propertySandbox.testing';

const { sandbox, client } = servePropertySandbox();

describe('useLookups and usePropertyCategories', () => {
  it("load every list and a type's categories", async () => {
    const { result } = renderHook(() => ({ lookups: useLookups(en.lookups), categories: usePropertyCategories(2), none: usePropertyCategories(null) }), {
      wrapper: propertyHookWrapper(client),
    });
    // Every getter is read on each try: SWR re-renders only for the fields a caller has read.
    await waitFor(() => expect([result.current.lookups.data, result.current.categories.data].every(Boolean)).toBe(true));
    expect(result.current.lookups.data?.areas).toEqual(seed.lookups.areas);
    expect(result.current.categories.data?.length).toBeGreaterThan(0);
    expect(result.current.none.isLoading).toBe(false);
  });

  it('fall back to the built-in lists when the lookup calls fail', async () => {
    for (const path of ['/api/areas/search', '/api/amenities/search', '/api/constructionStatus/search', '/api/propertyFurnishingStatus/search', '/api/locationHighlightsType/search']) {
      sandbox.faults.set(`GET ${path}`, { status: 500 });
    }
    sandbox.faults.set('GET /api/property/offering-types', { networkError: true });
    sandbox.faults.set('GET /api/property/sale-types', { networkError: true });
    const { result } = renderHook(() => useLookups(en.lookups), { wrapper: propertyHookWrapper(client) });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.error).toBeUndefined();
    expect(result.current.data).toEqual({ ...fallbackLookups(en.lookups), fallbacks: ['areas', 'amenities', 'constructionStatuses', 'furnishingStatuses', 'highlightTypes', 'offeringTypes', 'saleTypes'] });
  });
});
