import { describe, expect, it } from 'vitest';
import { createLookupLists } from '../lookup/lookup.fixtures';
import { en } from '../messages/messages';
import { createProperty } from '../property/property.fixtures';
import { propertyPayloadSchema, propertyUpdatePayloadSchema } from '../property/propertyPayload.schema';
import { propertyFormSchema, type PropertyFormValues } from './propertyForm.schema';
import { defaultPropertyFormValues, propertyFormValuesOf, propertyPayloadOf, propertyUpdatePayloadOf, type PropertyPayloadContext } from './propertyFormPayload';
import { statusOnCreate, statusOnEdit } from './propertyStatusOnSave.rules';

const messages = en.propertyForm;

function problems(values: PropertyFormValues, kind: 'standalone' | 'inProject' = 'standalone'): Record<string, string> {
  const result = propertyFormSchema(messages, kind).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const filled: PropertyFormValues = {
  ...defaultPropertyFormValues(),
  name: 'Marina Gate 2, 2 bedrooms',
  description: '<p>Sea views from every room.</p>',
  address: 'Dubai Marina, Dubai',
  amount: 'AED 2,400,000',
  landArea: '1,350 sqft',
  numOfBedrooms: '٢',
  mainImage: { url: '/api/media/main.jpg', pendingFileName: null },
  floorPlanImage: { url: null, pendingFileName: 'plan.png' },
  layoutImage: { url: '/api/media/layout.jpg', pendingFileName: null },
};

describe('propertyFormSchema', () => {
  it('starts a new property with the spec defaults', () => {
    expect(defaultPropertyFormValues()).toMatchObject({ preHandoverPaymentPct: 40, handoverQta: 1, areaId: 1, offeringTypeId: 1, saleTypeId: 1, furnishingStatusId: 1, constructionStatusId: 1 });
  });

  it('asks for the four required fields and the three images of the standalone form, in the spec words', () => {
    expect(problems(defaultPropertyFormValues())).toEqual({
      name: 'Property Name is required.',
      description: 'Description is required.',
      address: 'Address is required.',
      amount: 'Property Amount (AED) is required.',
      mainImage: 'Main Image is required.',
      floorPlanImage: 'Master Plan Image is required.',
      layoutImage: 'Layout Image is required.',
    });
  });

  it('counts a description of markup only as blank', () => {
    expect(problems({ ...filled, description: '<p><br></p>' })).toEqual({ description: 'Description is required.' });
  });

  it('requires only the main image in a project detail form', () => {
    expect(problems({ ...filled, floorPlanImage: { url: null, pendingFileName: null }, layoutImage: { url: null, pendingFileName: null } }, 'inProject')).toEqual({});
  });

  it('takes numbers with units and Arabic digits, and checks the ranges of section 5', () => {
    expect(problems(filled)).toEqual({});
    expect(problems({ ...filled, landArea: '0', completePct: '120', numOfBuildings: '1.5', numOfParking: '-1', roi: 'high' })).toEqual({
      landArea: 'Area (sqft) must be at least 1.',
      completePct: 'Completion % must be at most 100.',
      numOfBuildings: 'Number of Buildings must be a whole number.',
      numOfParking: 'Parking must be at least 0.',
      roi: 'ROI must be a number, such as 1,250,000.',
    });
  });

  it('lets an empty number other than the amount pass as 0', () => {
    expect(problems({ ...filled, landArea: '', numOfBuildings: '' })).toEqual({});
  });
});

describe('propertyPayloadOf', () => {
  const lookups = createLookupLists();
  const context: PropertyPayloadContext = {
    agencyId: 7,
    status: statusOnCreate({ inProject: false, now: new Date('2026-11-29T09:00:00Z') }),
    imageUrls: { mainImage: '/api/media/main.jpg', floorPlanImage: '/api/media/plan.png', layoutImage: '/api/media/layout.jpg' },
    lookups: { ...lookups, propertyTypes: lookups.propertyTypes.map(({ id, name }) => ({ id, name: name ?? '', description: null, imageURL: null })) },
    locationHighlights: [
      { id: -1, label: 'Dubai Marina Mall', latitude: 25.0763, longitude: 55.1406, highlightsType: { id: 1, name: 'Mall' } },
      { id: 12, label: 'Marina Beach', latitude: 25.0795, longitude: 55.1335, highlightsType: { id: 2, name: 'Beach' } },
    ],
    propertyMedia: [],
    paymentPlans: [],
    addedOnDate: '2026-11-29',
  };

  it('sends what the server schema accepts: numbers read, names with ids, the decided status, temporary ids dropped', () => {
    const payload = propertyPayloadOf({ ...filled, amenityIds: [1, 2], propertyTypeId: 2 }, context);
    expect(propertyPayloadSchema.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({
      agencyId: 7,
      amount: 2_400_000,
      landArea: 1350,
      numOfBedrooms: 2,
      numOfBuildings: 0,
      listingStatus: { id: 8, name: 'Pending' },
      developerApprovalStatus: 'APPROVED',
      area: { id: 1, name: lookups.areas.find((area) => area.id === 1)?.name },
      amenitiesEntities: [{ id: 1, name: lookups.amenities[0]!.name }, { id: 2, name: lookups.amenities[1]!.name }],
    });
    expect(payload.locationHighlights?.map((highlight) => highlight.id)).toEqual([undefined, 12]);
  });

  it('reads a saved property back into the edit form and sends it with its id', () => {
    const property = createProperty(3, { id: 4321, listingStatus: { id: 9, name: 'Rejected' }, rejectedOrBlockReason: 'Blurred photos' });
    const values = propertyFormValuesOf(property);
    expect(values.name).toBe(property.name);
    expect(values.amount).toBe(String(property.amount));
    const status = statusOnEdit({ listingStatusId: 9, inProject: false, rejectedOrBlockReason: property.rejectedOrBlockReason });
    const payload = propertyUpdatePayloadOf(4321, values, { ...context, status });
    expect(propertyUpdatePayloadSchema.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({ id: 4321, listingStatus: { id: 8 }, rejectedOrBlockReason: 'Blurred photos', amount: property.amount });
  });
});
