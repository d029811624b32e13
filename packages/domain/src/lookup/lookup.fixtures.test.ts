import { describe, expect, it } from 'vitest';
import { constructionStatusIds } from '../constants/constructionStatus';
import { listingStatusIds } from '../constants/listingStatus';
import { serviceAreaSchema } from '../agencyProfile/agencyProfile.schema';
import { expectSchemaRoundTrip, sampleMany } from '../fixtures/fixtureChecks.testing';
import {
  areaRef,
  constructionStatusRef,
  createLookupItem,
  createLookupLists,
  listingStatusRef,
  namedRef,
  propertyCategoryRef,
  propertyTypeRefFor,
} from './lookup.fixtures';
import { lookupItemSchema, lookupRefSchema, propertyTypeRefSchema, propertyTypeWithCategoriesSchema } from './lookup.schema';

describe('createLookupLists', () => {
  const lists = createLookupLists();

  it('fills every list, each passing its schema, with distinct ids', () => {
    const { propertyTypes, serviceAreas, ...plainLists } = lists;
    for (const list of Object.values(plainLists)) {
      expect(list.length).toBeGreaterThan(0);
      expectSchemaRoundTrip(lookupItemSchema, list);
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    }
    expectSchemaRoundTrip(propertyTypeWithCategoriesSchema, propertyTypes);
    expectSchemaRoundTrip(serviceAreaSchema, serviceAreas);
  });

  it('lists construction statuses 1 to 7 and the defaults of a new property at id 1', () => {
    expect(lists.constructionStatuses.map((status) => status.id)).toEqual(Object.values(constructionStatusIds).sort());
    expect(lists.offeringTypes[0]).toMatchObject({ id: 1, name: 'Initial Sale' });
    expect(lists.saleTypes[0]).toMatchObject({ id: 1, name: 'Sale' });
    expect(lists.furnishingStatuses[0]).toMatchObject({ id: 1, name: 'Unfurnished' });
    expect(lists.areas[0]).toMatchObject({ id: 1, name: 'Downtown Dubai' });
    expect(lists.amenities[0]).toMatchObject({ id: 1, name: 'Swimming Pool' });
  });

  it('gives both property types their categories, Apartment 5 under Residential 2', () => {
    expect(lists.propertyTypes.map((type) => type.name)).toEqual(['Commercial', 'Residential']);
    expect(lists.propertyTypes[1]?.propertyCategoryList).toContainEqual({ id: 5, name: 'Apartment' });
    expect(lists.propertyTypes[0]?.propertyCategoryList).toContainEqual({ id: 1, name: 'Office' });
  });

  it('offers the same service areas as areas, and a fresh copy on every call', () => {
    expect(lists.serviceAreas.map((area) => area.serviceArea)).toEqual(lists.areas.map((area) => area.name));
    lists.areas[0] = { id: 99, name: 'Changed' };
    expect(createLookupLists().areas[0]?.name).toBe('Downtown Dubai');
  });
});

describe('lookup refs', () => {
  it('name areas, statuses and categories as the property embeds them', () => {
    const refs = [
      areaRef(13),
      constructionStatusRef(constructionStatusIds.underConstruction),
      listingStatusRef(listingStatusIds.projectPending),
      namedRef(['Sale', 'Rent'], 2),
      propertyCategoryRef(6),
    ];
    expectSchemaRoundTrip(lookupRefSchema, refs);
    expect(refs.map((ref) => ref.name)).toEqual(['Al Reem Island', 'Under Construction', 'Project Pending', 'Rent', 'Villa']);
    expect(areaRef(13).description).toBe('Abu Dhabi');
  });

  it('nests the category inside its property type', () => {
    const ref = propertyTypeRefFor(1);
    expectSchemaRoundTrip(propertyTypeRefSchema, [ref]);
    expect(ref).toEqual({ id: 1, name: 'Commercial', PropertyCategory: { id: 1, name: 'Office' } });
  });

  it('throws for ids no list has', () => {
    expect(() => namedRef(['Sale'], 3)).toThrow('lookup entry 3');
    expect(() => areaRef(0)).toThrow('area 0');
  });
});

describe('createLookupItem', () => {
  it('is a lookup item from the fixture lists, deterministic, with overrides winning', () => {
    expectSchemaRoundTrip(lookupItemSchema, sampleMany((random) => createLookupItem(random), 50));
    expect(createLookupItem(3)).toEqual(createLookupItem(3));
    expect(createLookupItem(3, { id: 500, name: 'Rooftop Terrace' })).toMatchObject({ id: 500, name: 'Rooftop Terrace' });
  });
});
