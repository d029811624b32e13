import { type LookupItem, type Messages, type PropertyCategory } from '@marketplace/domain';
import { lookupListDecoder, lookupPageDecoder, propertyTypeWithCategoriesDecoder } from './propertyDecoders';
import type { ApiClient } from '../../client';
import { AbortError } from '../../errors';
import type { CallOptions } from '../../callOptions';

/** The lookup lists the property form reads from the server (spec 3 section 7). */
export const serverLookupLists = [
  'areas',
  'amenities',
  'constructionStatuses',
  'furnishingStatuses',
  'highlightTypes',
  'offeringTypes',
  'saleTypes',
] as const;

/** One of {@link serverLookupLists}. */
export type ServerLookupList = (typeof serverLookupLists)[number];

/** Every lookup list of the property form; property types are the fixed local list (spec 3 section 3). */
export type Lookups = Record<ServerLookupList | 'propertyTypes', LookupItem[]> & {
  /** The lists whose call failed, shown from the built-in fallback (spec 3 section 8). */
  readonly fallbacks: readonly ServerLookupList[];
};

/**
 * Asked of every lookup search: the spec's calls name no page, and a Spring server pages anyway
 * (20 by default), which would cut the longer lists.
 */
export const lookupSearchQuery = { page: 0, size: 1000 } as const;


function searchLookup(path: string) {
  return (client: ApiClient, options: CallOptions = {}): Promise<LookupItem[]> =>
    client
      .request({ host: 'property', method: 'GET', path, query: lookupSearchQuery, schema: lookupPageDecoder, signal: options.signal })
      .then((page) => page.content);
}

function listLookup(path: string) {
  return (client: ApiClient, options: CallOptions = {}): Promise<LookupItem[]> =>
    client.request({ host: 'property', method: 'GET', path, schema: lookupListDecoder, signal: options.signal });
}

/** GET /api/areas/search: its `content`. */
export const fetchAreas = searchLookup('/api/areas/search');
/** GET /api/amenities/search: its `content`. */
export const fetchAmenities = searchLookup('/api/amenities/search');
/** GET /api/constructionStatus/search: its `content`. */
export const fetchConstructionStatuses = searchLookup('/api/constructionStatus/search');
/** GET /api/propertyFurnishingStatus/search: its `content`. */
export const fetchFurnishingStatuses = searchLookup('/api/propertyFurnishingStatus/search');
/** GET /api/locationHighlightsType/search: its `content`. */
export const fetchLocationHighlightTypes = searchLookup('/api/locationHighlightsType/search');
/** GET /api/property/offering-types: a plain array. */
export const fetchOfferingTypes = listLookup('/api/property/offering-types');
/** GET /api/property/sale-types: a plain array. */
export const fetchSaleTypes = listLookup('/api/property/sale-types');

const lookupFetchers: Record<ServerLookupList, (client: ApiClient, options?: CallOptions) => Promise<LookupItem[]>> = {
  areas: fetchAreas,
  amenities: fetchAmenities,
  constructionStatuses: fetchConstructionStatuses,
  furnishingStatuses: fetchFurnishingStatuses,
  highlightTypes: fetchLocationHighlightTypes,
  offeringTypes: fetchOfferingTypes,
  saleTypes: fetchSaleTypes,
};

/** A catalogue list (`{1: 'Downtown Dubai', ...}`) as lookup items, by id. */
export function catalogueLookupItems(names: Readonly<Record<number, string>>): LookupItem[] {
  return Object.entries(names)
    .map(([id, name]) => ({ id: Number(id), name, description: null, imageURL: null }))
    .sort((left, right) => left.id - right.id);
}

/** The built-in list of each lookup (spec 3 section 8), from the catalogue's `lookups`. */
export function fallbackLookups(catalogue: Messages['lookups']): Record<ServerLookupList | 'propertyTypes', LookupItem[]> {
  return {
    areas: catalogueLookupItems(catalogue.areas),
    amenities: catalogueLookupItems(catalogue.amenities),
    constructionStatuses: catalogueLookupItems(catalogue.constructionStatuses),
    furnishingStatuses: catalogueLookupItems(catalogue.furnishingStatuses),
    highlightTypes: catalogueLookupItems(catalogue.highlightTypes),
    offeringTypes: catalogueLookupItems(catalogue.offeringTypes),
    saleTypes: catalogueLookupItems(catalogue.saleTypes),
    propertyTypes: catalogueLookupItems(catalogue.propertyTypes),
  };
}

/** Options of {@link fetchLookups}. */
export interface LookupsOptions extends CallOptions {
  /** The catalogue whose built-in lists stand in for failed calls: the screen's locale (its `lookups` group). */
  catalogue: Messages['lookups'];
}

/**
 * Every lookup list at once. A list whose call fails or comes back empty is replaced by its built-in list and named in
 * `fallbacks` (spec 3 section 8); a cancel rejects the whole.
 */
export async function fetchLookups(client: ApiClient, options: LookupsOptions): Promise<Lookups> {
  const fallback = fallbackLookups(options.catalogue);
  const loaded = await Promise.all(
    serverLookupLists.map(async (list) => {
      try {
        const items = await lookupFetchers[list](client, { signal: options.signal });
        // An empty list leaves a select with nothing to choose and the form's default id pointing
        // nowhere: it is treated as the failure it is for the form (issue 17, bad input).
        return items.length > 0 ? { list, items, failed: false } : { list, items: fallback[list], failed: true };
      } catch (error) {
        if (error instanceof AbortError) throw error;
        return { list, items: fallback[list], failed: true };
      }
    }),
  );
  const lookups: Record<ServerLookupList | 'propertyTypes', LookupItem[]> = { ...fallback };
  for (const { list, items } of loaded) lookups[list] = items;
  return { ...lookups, fallbacks: loaded.filter((entry) => entry.failed).map((entry) => entry.list) };
}

/**
 * GET /api/property/propertyTypes/{typeId}/with-category (spec 3 section 7): the type's categories
 * (`propertyCategoryList`, or its single `propertyCategory`). A failed call leaves the list empty
 * (spec 3 section 8); a cancel still rejects.
 */
export async function fetchPropertyCategories(client: ApiClient, typeId: number, options: CallOptions = {}): Promise<PropertyCategory[]> {
  try {
    const type = await client.request({
      host: 'property',
      method: 'GET',
      path: `/api/property/propertyTypes/${typeId}/with-category`,
      schema: propertyTypeWithCategoriesDecoder,
      signal: options.signal,
    });
    return type.propertyCategoryList ?? (type.propertyCategory ? [type.propertyCategory] : []);
  } catch (error) {
    if (error instanceof AbortError) throw error;
    return [];
  }
}
