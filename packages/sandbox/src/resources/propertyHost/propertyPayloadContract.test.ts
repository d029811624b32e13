// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, messageOf, seed, serveTestSandbox } from './propertyHostTest.testing';
import { propertyPayloadFieldNames, unknownPropertyFields, unknownPropertyFieldsMessage } from './propertyPayloadContract';

const sandbox = serveTestSandbox();
const existing = seed.properties.find(({ property }) => property.agencyId === seed.demoAgency.id)?.property;
if (!existing) throw new Error('the seed needs a property of the demo agency');

const payload = {
  agencyId: seed.demoAgency.id,
  name: 'Creek Vista 1BR',
  amount: 1_200_000,
  description: '<p>Creek views.</p>',
  address: 'Dubai Creek Harbour, Dubai',
  listingStatus: { id: 8, name: 'Pending' },
};

describe('unknownPropertyFields', () => {
  it('finds nothing in a body using only the spec\'s names, lookups echoed with all four of theirs', () => {
    const body = {
      ...payload,
      numOfRooms: 2,
      preHandoverPaymentPCT: 40,
      listingStatus: { id: 8, name: 'Pending', description: 'Waiting for review', imageURL: null },
      propertyType: { id: 2, name: 'Residential', PropertyCategory: { id: 4, name: 'Apartment' } },
      paymentPlans: [{ id: 3, name: 'Standard', resaleAvailablePCT: 30, note: '', paymentMilestones: [{ name: 'Booking', pct: 10, description: '', paymentSchedule: [] }] }],
      locationHighlights: [{ label: 'Metro', latitude: 25.2, longitude: 55.3, highlightsType: { id: 1, name: 'Transport', description: null, imageURL: null } }],
      propertyMedia: [{ url: '/api/media/a.jpg', mediaType: { id: 1, name: 'Image' }, type: 'image', isFeatured: true, description: null }],
    };
    expect(unknownPropertyFields(body, 'create')).toEqual([]);
    expect(unknownPropertyFields({ ...body, id: 5 }, 'update')).toEqual([]);
  });

  it('names each misnamed field by its path, at the top and inside the lists', () => {
    const body = {
      ...payload,
      numberOfRooms: 2,
      preHandoverPaymentPct: 40,
      paymentPlans: [{ name: 'Standard', paymentMilestones: [{ name: 'Booking', pct: 10 }, { name: 'Handover', percentage: 90 }] }],
      locationHighlights: [{ label: 'Metro', latitude: 25.2, longitude: 55.3, isExisting: true }],
      propertyMedia: [{ url: '/api/media/a.jpg', mediaType: { id: 1, label: 'Image' } }],
      area: { id: 3, title: 'Dubai Marina' },
    };
    expect(unknownPropertyFields(body, 'create')).toEqual([
      'numberOfRooms',
      'preHandoverPaymentPct',
      'paymentPlans.0.paymentMilestones.1.percentage',
      'locationHighlights.0.isExisting',
      'propertyMedia.0.mediaType.label',
      'area.title',
    ]);
  });

  it('takes the id only on an update', () => {
    expect(unknownPropertyFields({ ...payload, id: 5 }, 'create')).toEqual(['id']);
    expect(unknownPropertyFields({ ...payload, id: 5 }, 'update')).toEqual([]);
  });

  it('holds the spec\'s 56 names, each once', () => {
    expect(new Set(propertyPayloadFieldNames).size).toBe(56);
  });
});

describe('POST and PUT /api/property', () => {
  it('refuses a misnamed field with 400 naming it, and stores nothing', async () => {
    const before = sandbox.db.properties.list().length;
    const response = await call('/api/property', { method: 'POST', body: { ...payload, numberOfRooms: 2 } });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(`Invalid request body: ${unknownPropertyFieldsMessage(['numberOfRooms'])}`);
    expect(sandbox.db.properties.list()).toHaveLength(before);
  });

  it('refuses a misnamed field on an update and leaves the property as it was', async () => {
    const response = await call('/api/property', {
      method: 'PUT',
      body: { ...payload, id: existing.id, paymentPlans: [{ name: 'Standard', paymentMilestones: [{ name: 'Handover', percentage: 90 }] }] },
    });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe(`Invalid request body: ${unknownPropertyFieldsMessage(['paymentPlans.0.paymentMilestones.0.percentage'])}`);
    expect(sandbox.db.properties.get(existing.id)?.name).toBe(existing.name);
  });

  it('accepts the spec\'s names', async () => {
    const response = await call('/api/property', { method: 'POST', body: { ...payload, numOfRooms: 2, viewCount: 0 } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ numOfRooms: 2, viewCount: 0 });
  });
});
