// @vitest-environment node
import { en } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { AbortError, NetworkError } from '../../errors';
import {
  catalogueLookupItems,
  fallbackLookups,
  fetchAmenities,
  fetchAreas,
  fetchConstructionStatuses,
  fetchFurnishingStatuses,
  fetchLocationHighlightTypes,
  fetchLookups,
  fetchOfferingTypes,
  fetchPropertyCategories,
  fetchSaleTypes,
} from './lookups';
import { failureOf, seed, servePropertySandbox } from './propertySandbox.testing';

const { sandbox, client } = servePropertySandbox();
const { lookups } = seed;
const fallback = fallbackLookups(en.lookups);

describe('the lookup calls', () => {
  it('read each seeded list, whole, from its page or array', async () => {
    expect(await fetchAreas(client)).toEqual(lookups.areas);
    expect(await fetchAmenities(client)).toEqual(lookups.amenities);
    expect(await fetchConstructionStatuses(client)).toEqual(lookups.constructionStatuses);
    expect(await fetchFurnishingStatuses(client)).toEqual(lookups.furnishingStatuses);
    expect(await fetchLocationHighlightTypes(client)).toEqual(lookups.locationHighlightTypes);
    expect(await fetchOfferingTypes(client)).toEqual(lookups.offeringTypes);
    expect(await fetchSaleTypes(client)).toEqual(lookups.saleTypes);
  });

  it('pass failures on one by one', async () => {
    sandbox.faults.set('GET /api/areas/search', { status: 500, body: { message: { en: 'Areas down' } } });
    expect(await failureOf(fetchAreas(client))).toMatchObject({ status: 500, serverMessage: 'Areas down' });
    sandbox.faults.set('GET /api/property/sale-types', { networkError: true });
    expect(await failureOf(fetchSaleTypes(client))).toBeInstanceOf(NetworkError);
  });
});

describe('fallbackLookups', () => {
  it("turns the catalogue's lists into items by id: five areas, six offering types, three sale types (spec 3 section 8)", () => {
    expect(fallback.areas).toHaveLength(5);
    expect(fallback.amenities).toHaveLength(5);
    expect(fallback.constructionStatuses).toHaveLength(4);
    expect(fallback.furnishingStatuses).toHaveLength(3);
    expect(fallback.highlightTypes).toHaveLength(5);
    expect(fallback.offeringTypes.map((item) => item.name)).toEqual(['Initial Sale', 'Resale', 'Off-Plan', 'Ready to Move', 'Bulk Sale', 'Rent-to-Own']);
    expect(fallback.saleTypes.map((item) => item.name)).toEqual(['Sale', 'Rent', 'Lease']);
    expect(fallback.propertyTypes).toEqual([
      { id: 1, name: 'Commercial', description: null, imageURL: null },
      { id: 2, name: 'Residential', description: null, imageURL: null },
    ]);
  });

  it('orders by id whatever the key order, and takes another catalogue', () => {
    expect(catalogueLookupItems({ 2: 'B', 1: 'A' }).map((item) => item.id)).toEqual([1, 2]);
    const arabic = { ...en.lookups, saleTypes: { 1: 'بيع', 2: 'إيجار', 3: 'تأجير' } };
    expect(fallbackLookups(arabic).saleTypes[0]?.name).toBe('بيع');
  });
});

describe('fetchLookups', () => {
  it('reads every list from the server when all calls succeed', async () => {
    const all = await fetchLookups(client, { catalogue: en.lookups });
    expect(all.fallbacks).toEqual([]);
    expect(all.areas).toEqual(lookups.areas);
    expect(all.highlightTypes).toEqual(lookups.locationHighlightTypes);
    expect(all.propertyTypes).toEqual(fallback.propertyTypes);
  });

  it('replaces each failed list by its built-in list and names it', async () => {
    sandbox.faults.set('GET /api/areas/search', { status: 500 });
    sandbox.faults.set('GET /api/property/offering-types', { networkError: true });
    const all = await fetchLookups(client, { catalogue: en.lookups });
    expect(all.fallbacks).toEqual(['areas', 'offeringTypes']);
    expect(all.areas).toEqual(fallback.areas);
    expect(all.offeringTypes).toEqual(fallback.offeringTypes);
    expect(all.amenities).toEqual(lookups.amenities);
  });

  it('replaces a list that comes back empty by its built-in list and names it, as a failure', async () => {
    sandbox.faults.set('GET /api/areas/search', { status: 200, body: { content: [], number: 0, totalPages: 0, totalElements: 0 } });
    sandbox.faults.set('GET /api/property/sale-types', { status: 200, body: [] });
    const all = await fetchLookups(client, { catalogue: en.lookups });
    expect(all.fallbacks).toEqual(['areas', 'saleTypes']);
    expect(all.areas).toEqual(fallback.areas);
    expect(all.saleTypes).toEqual(fallback.saleTypes);
  });

  it('uses the given catalogue for fallbacks', async () => {
    sandbox.faults.set('GET /api/property/sale-types', { status: 503 });
    const all = await fetchLookups(client, { catalogue: { ...en.lookups, saleTypes: { 1: 'Vente', 2: 'Location', 3: 'Bail' } } });
    expect(all.saleTypes.map((item) => item.name)).toEqual(['Vente', 'Location', 'Bail']);
  });

  it('rejects when cancelled instead of falling back', async () => {
    sandbox.faults.set('GET /api/amenities/search', { never: true });
    const controller = new AbortController();
    const call = fetchLookups(client, { catalogue: en.lookups, signal: controller.signal });
    controller.abort();
    expect(await failureOf(call)).toBeInstanceOf(AbortError);
  });
});

describe('fetchPropertyCategories', () => {
  it("reads a type's propertyCategoryList, or its single propertyCategory", async () => {
    const residential = lookups.propertyTypes.find((type) => type.id === 2);
    expect(await fetchPropertyCategories(client, 2)).toEqual(residential?.propertyCategoryList);
    sandbox.faults.set('GET /api/property/propertyTypes/:typeId/with-category', { status: 200, body: { id: 1, name: 'Commercial', propertyCategory: { id: 1, name: 'Office' } } });
    expect(await fetchPropertyCategories(client, 1)).toEqual([{ id: 1, name: 'Office' }]);
    sandbox.faults.set('GET /api/property/propertyTypes/:typeId/with-category', { status: 200, body: { id: 1, name: 'Commercial' } });
    expect(await fetchPropertyCategories(client, 1)).toEqual([]);
  });

  it('leaves the list empty when the call fails, but rejects when cancelled', async () => {
    expect(await fetchPropertyCategories(client, 99)).toEqual([]);
    sandbox.faults.set('GET /api/property/propertyTypes/:typeId/with-category', { never: true });
    const controller = new AbortController();
    const call = fetchPropertyCategories(client, 2, { signal: controller.signal });
    controller.abort();
    expect(await failureOf(call)).toBeInstanceOf(AbortError);
  });
});
