import { describe, expect, it } from 'vitest';
import { dataItemSchema, springPageSchema } from '../springPage/springPage.schema';
import { propertySchema } from './property.schema';
import { marinaApartmentPayload } from './propertyFixtures.testing';

describe('property schema (read)', () => {
  it('reads a property the form sent, with its id and read-only fields', () => {
    const property = propertySchema.parse({
      ...marinaApartmentPayload,
      id: 311,
      project: { name: 'Marina Heights' },
      listingStatus: { id: 9, name: 'Rejected', description: 'Admin rejected', imageURL: null },
      rejectedOrBlockReason: 'Photos do not match the unit',
      spotlightId: 2,
      isDeleted: false,
    });
    expect(property.listingStatus).toEqual({ id: 9, name: 'Rejected', description: 'Admin rejected', imageURL: null });
    expect(property.project?.name).toBe('Marina Heights');
  });

  it('reads a sparse counter row: an id and a listing status id only', () => {
    const property = propertySchema.parse({ id: 4, listingStatus: { id: 8 }, constructionStatus: { id: 3 } });
    expect(property.name).toBeUndefined();
    expect(property.listingStatus?.id).toBe(8);
  });

  it('reads numbers and texts the server may send for coordinates and floors', () => {
    const property = propertySchema.parse({ id: 5, latitude: 24.4539, longitude: '54.3773', floorNumber: 3 });
    expect(property.latitude).toBe(24.4539);
    expect(property.floorNumber).toBe(3);
  });

  it('refuses a property without an id and an unknown developer approval status', () => {
    expect(propertySchema.safeParse({ name: 'Yas Villa' }).success).toBe(false);
    expect(propertySchema.safeParse({ id: 5, developerApprovalStatus: 'MAYBE' }).success).toBe(false);
  });

  it('reads a page of properties and a created property wrapped in data', () => {
    const page = springPageSchema(propertySchema).parse({
      content: [{ id: 1, listingStatus: { id: 1 } }],
      number: 0,
      totalPages: 1,
      totalElements: 1,
    });
    expect(page.content).toHaveLength(1);
    expect(dataItemSchema(propertySchema).parse({ data: { id: 2 } }).data.id).toBe(2);
  });
});
