import { describe, expect, it } from 'vitest';
import { springPageSchema } from '../springPage/springPage.schema';
import { lookupItemSchema, lookupListSchema, lookupRefSchema, propertyTypeWithCategoriesSchema } from './lookup.schema';

describe('lookup schemas', () => {
  it('reads a lookup page of areas', () => {
    const page = springPageSchema(lookupItemSchema).parse({
      content: [
        { id: 1, name: 'Downtown Dubai', description: 'Burj Khalifa district', imageURL: null },
        { id: 6, name: 'Al Reem Island' },
      ],
      number: 0,
      totalPages: 1,
      totalElements: 2,
    });
    expect(page.content.map((area) => area.name)).toEqual(['Downtown Dubai', 'Al Reem Island']);
  });

  it('reads the offering types list', () => {
    expect(lookupListSchema.parse([{ id: 1, name: 'Initial Sale' }, { id: 2, name: 'Resale' }])).toHaveLength(2);
  });

  it('requires a name in a lookup list but not in an embedded lookup', () => {
    expect(lookupItemSchema.safeParse({ id: 3 }).success).toBe(false);
    expect(lookupRefSchema.safeParse({ id: 3 }).success).toBe(true);
    expect(lookupRefSchema.safeParse({ name: 'Completed' }).success).toBe(false);
  });

  it('reads a property type with a category list or a single category', () => {
    const withList = propertyTypeWithCategoriesSchema.parse({
      id: 2,
      name: 'Residential',
      propertyCategoryList: [{ id: 5, name: 'Apartment' }, { id: 6, name: 'Villa' }],
    });
    expect(withList.propertyCategoryList).toHaveLength(2);
    const withOne = propertyTypeWithCategoriesSchema.parse({ id: 1, name: 'Commercial', propertyCategory: { id: 9, name: 'Office' } });
    expect(withOne.propertyCategory?.name).toBe('Office');
  });
});
