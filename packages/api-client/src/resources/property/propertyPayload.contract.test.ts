// @vitest-environment node
import {
  defaultPropertyFormValues,
  propertyFormValuesOf,
  propertyPayloadOf,
  propertyUpdatePayloadOf,
  statusOnCreate,
  statusOnEdit,
  type LocationHighlightDraft,
  type LookupItem,
  type Property,
  type PropertyFormValues,
  type PropertyPayload,
  type PropertyPayloadContext,
} from '@marketplace/domain';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import {
  issueSandboxToken,
  propertyPayloadFieldNames,
  propertyPayloadNestedFieldNames,
  propertyServerOwnedFieldNames,
  unknownPropertyFieldsMessage,
  type NestedFieldNames,
  type PropertyNestedPath,
} from '@marketplace/sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../client';
import { HttpError } from '../../errors';
import { createFetchXhr } from '../../testing';
import { fetchAgencyProperty } from './agencyProperty';
import { createProperty, rejectProperty, updateProperty } from './propertyMutations';
import { demoAgencyId, failureOf, seed, servePropertySandbox, testHosts } from './propertySandbox.testing';

// Spec 3 section 3's payload, checked on the wire: the form's values go through the domain's
// payload builder and the api-client's calls to the sandbox, and the bodies are read as sent.

const { sandbox } = servePropertySandbox();

type Sent = { readonly method: string; readonly body: Record<string, unknown> };
let sent: Sent[] = [];
let token = '';

beforeEach(() => {
  sent = [];
  token = issueSandboxToken(sandbox.db, demoAgencyCredentials.email);
});

// The bodies of POST and PUT /api/property exactly as handed to fetch, which msw/node then serves.
const client = createApiClient({
  ...testHosts,
  getToken: () => token,
  createXhr: createFetchXhr(),
  fetch: (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/property' && typeof init?.body === 'string') {
      sent.push({ method: init.method ?? 'GET', body: JSON.parse(init.body) as Record<string, unknown> });
    }
    return globalThis.fetch(input, init);
  },
});

function lastSent(method: 'POST' | 'PUT'): Record<string, unknown> {
  const body = sent.filter((request) => request.method === method).at(-1)?.body;
  if (!body) throw new Error(`no ${method} /api/property was sent`);
  return body;
}

function pick<T extends { id: number }>(list: readonly T[], id: number): T {
  const found = list.find((item) => item.id === id);
  if (!found) throw new Error(`the seed's list has no id ${id}`);
  return found;
}

const lookups = seed.lookups;
const project = seed.projects[0];
if (!project) throw new Error('the seed needs a project');
const projectRef = { id: project.id, name: project.name };
const highlightType = pick(lookups.locationHighlightTypes, lookups.locationHighlightTypes[1]?.id ?? 0);

/** The form with every field holding something other than a new form's default. */
const values: PropertyFormValues = {
  name: 'Contract Tower 3BR, high floor',
  description: '<p>Three bedrooms over the <strong>marina</strong>.</p>',
  address: 'Tower B, Dubai Marina, Dubai',
  amount: '3,250,000',
  roi: '6.8',
  completePct: '45',
  landArea: '1,850.5',
  numOfBuildings: '2',
  numOfFloors: '38',
  numOfRooms: '5',
  numOfParking: '2',
  numOfBedrooms: '3',
  numOfBathrooms: '4',
  numOfElevators: '6',
  latitude: 25.0805,
  longitude: 55.1403,
  handoverDate: '2027-12-31',
  handoverQta: 3,
  saleStartDate: '2026-02-01',
  preHandoverPaymentPct: 60,
  floorNumber: '12A',
  ownerShip: 'Freehold',
  paymentPlanDetails: '<p>60/40 with 30% resale.</p>',
  propertyTypeId: 2,
  propertyCategoryId: 5,
  areaId: 3,
  offeringTypeId: 2,
  saleTypeId: 2,
  furnishingStatusId: 3,
  constructionStatusId: 2,
  amenityIds: [3, 5],
  mainImage: { url: '/api/media/contract-main.jpg', pendingFileName: null },
  floorPlanImage: { url: '/api/media/contract-plan.jpg', pendingFileName: null },
  layoutImage: { url: '/api/media/contract-layout.jpg', pendingFileName: null },
};

const savedHighlight: LocationHighlightDraft = { id: 501, label: 'Marina Mall', latitude: 25.0763, longitude: 55.1406, highlightsType: highlightType, isExisting: true };
const newHighlight: LocationHighlightDraft = { id: -1, label: 'Marina Beach', latitude: 25.0795, longitude: 55.1335, highlightsType: highlightType, isExisting: false };

function contextFor(status: PropertyPayloadContext['status'], addedOnDate = '2026-11-29'): PropertyPayloadContext {
  const named = (list: readonly { id: number; name?: string | null; description?: string | null; imageURL?: string | null }[]): LookupItem[] =>
    list.map(({ id, name, description, imageURL }) => ({ id, name: name ?? '', description: description ?? null, imageURL: imageURL ?? null }));
  return {
    agencyId: demoAgencyId,
    status,
    imageUrls: { mainImage: values.mainImage.url, floorPlanImage: values.floorPlanImage.url, layoutImage: values.layoutImage.url },
    lookups: {
      areas: named(lookups.areas),
      amenities: named(lookups.amenities),
      constructionStatuses: named(lookups.constructionStatuses),
      furnishingStatuses: named(lookups.furnishingStatuses),
      offeringTypes: named(lookups.offeringTypes),
      saleTypes: named(lookups.saleTypes),
      propertyTypes: named(lookups.propertyTypes),
      propertyCategories: named(lookups.propertyCategories),
    },
    project: projectRef,
    locationHighlights: [savedHighlight, newHighlight],
    propertyMedia: [
      { url: '/api/media/contract-living.jpg', mediaType: { id: 1, name: 'Image' }, type: 'image', isFeatured: true, description: 'Living room at dusk' },
      { url: '/api/media/contract-tour.mp4', mediaType: { id: 2, name: 'Video' }, type: 'video', isFeatured: false, description: 'Walk-through' },
    ],
    paymentPlans: [
      {
        name: '60/40',
        resaleAvailablePCT: 30,
        note: 'Resale after 30% is paid.',
        paymentMilestones: [
          { name: 'Booking', pct: 20, description: 'On signing', paymentSchedule: ['2026-03-01'] },
          { name: 'Construction', pct: 40, description: 'In four instalments', paymentSchedule: ['2026-09-01', '2027-03-01'] },
          { name: 'Handover', pct: 40, description: 'On keys', paymentSchedule: ['2027-12-31'] },
        ],
      },
    ],
    addedOnDate,
  };
}

/** The names a create sends: the spec's, but those the server owns. */
const sentOnCreate = propertyPayloadFieldNames.filter((name) => !(propertyServerOwnedFieldNames as readonly string[]).includes(name)).sort();

/** The objects at a nested path of a body (a list's items under the list's name). */
function objectsAt(body: unknown, path: string): Record<string, unknown>[] {
  let level: unknown[] = [body];
  for (const key of path.split('.')) {
    level = level
      .flatMap((item) => (typeof item === 'object' && item !== null && !Array.isArray(item) ? [(item as Record<string, unknown>)[key]] : []))
      .flatMap((value) => (Array.isArray(value) ? value : [value]));
  }
  return level.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item));
}

/** The property as the edit form reads it. */
async function readBack(id: number): Promise<Property> {
  const property = await fetchAgencyProperty(client, demoAgencyId, id);
  if (!property) throw new Error(`the agency has no property ${id}`);
  return property;
}

async function createFromForm(): Promise<{ created: Property; body: Record<string, unknown> }> {
  const payload = propertyPayloadOf(values, contextFor(statusOnCreate({ inProject: true, now: new Date('2026-11-29T09:00:00Z') })));
  const created = await createProperty(client, payload);
  return { created, body: lastSent('POST') };
}

/** Expects every field of `body` to be held by `record` with the same value. */
function expectHolds(record: object | undefined, body: Record<string, unknown>) {
  expect(record).toBeDefined();
  for (const [field, value] of Object.entries(body)) expect((record as Record<string, unknown>)[field], field).toEqual(value);
}

describe('the property payload on the wire (spec 3 section 3)', () => {
  it('starts from a form with every field filled', () => {
    const defaults = defaultPropertyFormValues();
    for (const field of Object.keys(defaults) as (keyof PropertyFormValues)[]) expect(values[field], field).not.toEqual(defaults[field]);
  });

  it("sends on create exactly the spec's top-level names, but those the server owns", async () => {
    const { body } = await createFromForm();
    expect(Object.keys(body).sort()).toEqual(sentOnCreate);
    // Null only where a project unit's creation status says so (spec 3 section 4).
    const nulls = Object.keys(body).filter((field) => body[field] === null).sort();
    expect(nulls).toEqual(['approvedTime', 'developerApprovedTime', 'rejectedOrBlockReason']);
  });

  it("names every nested object's fields as the spec does", async () => {
    const { body } = await createFromForm();
    for (const [path, contract] of Object.entries(propertyPayloadNestedFieldNames) as [PropertyNestedPath, NestedFieldNames][]) {
      const objects = objectsAt(body, path);
      expect(objects.length, `${path} was sent`).toBeGreaterThan(0);
      for (const object of objects) {
        expect(contract.names, path).toEqual(expect.arrayContaining(Object.keys(object)));
        if (contract.lookup) expect(object, path).toHaveProperty('id');
      }
    }
    expect(objectsAt(body, 'propertyMedia').map(Object.keys)).toEqual([
      ['url', 'mediaType', 'type', 'isFeatured', 'description'],
      ['url', 'mediaType', 'type', 'isFeatured', 'description'],
    ]);
    expect(objectsAt(body, 'paymentPlans.paymentMilestones').map(Object.keys)).toEqual(
      Array.from({ length: 3 }, () => ['name', 'pct', 'description', 'paymentSchedule']),
    );
    expect(objectsAt(body, 'paymentPlans').map(Object.keys)).toEqual([['name', 'resaleAvailablePCT', 'note', 'paymentMilestones']]);
    // The saved highlight keeps its id; the new one's temporary id and the editor's flags stay behind.
    expect(body.locationHighlights).toEqual([
      { id: 501, label: 'Marina Mall', latitude: 25.0763, longitude: 55.1406, highlightsType: highlightType },
      { label: 'Marina Beach', latitude: 25.0795, longitude: 55.1335, highlightsType: highlightType },
    ]);
    expect(body.propertyType).toEqual({ id: 2, name: 'Residential', PropertyCategory: { id: 5, name: 'Apartment' } });
  });

  it('sends the values typed, read as numbers where the spec has numbers', async () => {
    const { body } = await createFromForm();
    expect(body).toMatchObject({
      agencyId: demoAgencyId,
      amount: 3_250_000,
      landArea: 1850.5,
      roi: 6.8,
      completePCT: 45,
      preHandoverPaymentPCT: 60,
      handoverQta: 3,
      numOfBuildings: 2,
      numOfFloors: 38,
      numOfRooms: 5,
      numOfParking: 2,
      numOfBedrooms: 3,
      numOfBathrooms: 4,
      numOfElevators: 6,
      floorNumber: '12A',
      projectIdOfThis: project.id,
      project: projectRef,
      listingStatus: { id: 10, name: 'Project Pending' },
      developerApprovalStatus: 'PENDING',
      isDeveloperApproved: false,
    });
  });

  it('is stored by the sandbox and read back by the edit form with every value as sent', async () => {
    const { created, body } = await createFromForm();
    expectHolds(sandbox.db.properties.get(created.id), body);
    expectHolds(created, body);
    expectHolds(await readBack(created.id), body);
  });

  it("sends the id and the edit's status on update: a rejected property goes back to pending, keeping its reason", async () => {
    const { created } = await createFromForm();
    await rejectProperty(client, { id: created.id, reason: 'The floor plan is blurred.' });
    sandbox.db.properties.update(created.id, (record) => ({ ...record, viewCount: 42, isViewed: true }));
    const saved = await readBack(created.id);
    expect(saved.listingStatus).toMatchObject({ id: 9 });

    const edited = { ...propertyFormValuesOf(saved), name: 'Contract Tower 3BR, sharper floor plan' };
    const status = statusOnEdit({
      listingStatusId: saved.listingStatus?.id,
      inProject: saved.projectIdOfThis != null,
      rejectedOrBlockReason: saved.rejectedOrBlockReason,
      developerApprovalStatus: saved.developerApprovalStatus,
      developerApprovedTime: saved.developerApprovedTime,
      isDeveloperApproved: saved.isDeveloperApproved,
    });
    await updateProperty(client, propertyUpdatePayloadOf(created.id, edited, contextFor(status, saved.addedOnDate ?? undefined)));

    const body = lastSent('PUT');
    expect(Object.keys(body).sort()).toEqual([...sentOnCreate, 'id'].sort());
    expect(body).toMatchObject({
      id: created.id,
      listingStatus: { id: 8, name: 'Pending' },
      approvedTime: null,
      rejectedOrBlockReason: 'The floor plan is blurred.',
      developerApprovalStatus: 'PENDING',
      developerApprovedTime: null,
      isDeveloperApproved: false,
      addedOnDate: '2026-11-29',
    });
    const stored = sandbox.db.properties.get(created.id);
    expectHolds(stored, body);
    expect(stored, 'what the server owns survives the update').toMatchObject({ viewCount: 42, isViewed: true });
    expectHolds(await readBack(created.id), body);
  });

  it.each([
    ['numOfRooms', 'numberOfRooms'],
    ['preHandoverPaymentPCT', 'preHandoverPaymentPct'],
  ] as const)('would fail on a misnamed field: %s sent as %s is refused and nothing is stored', async (field, misnamed) => {
    const { [field]: value, ...rest } = propertyPayloadOf(values, contextFor(statusOnCreate({ inProject: false, now: new Date() })));
    const before = sandbox.db.properties.list().length;
    const error = await failureOf(createProperty(client, { ...rest, [misnamed]: value } as unknown as PropertyPayload));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect((error as HttpError).serverMessage).toBe(`Invalid request body: ${unknownPropertyFieldsMessage([misnamed])}`);
    expect(sandbox.db.properties.list()).toHaveLength(before);
  });
});
