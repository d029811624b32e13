import { defaultPropertyFormValues, en, propertyPayloadSchema, type Property, type PropertyFormValues, type PropertyPayload } from '@marketplace/domain';
import { describe, expect, it, vi } from 'vitest';
import { createSaveRequest } from './saveRequest.testing';
import { savePropertyForm, type PropertySaveCalls, type PropertySaveRequest } from './savePropertyForm';

const values: PropertyFormValues = {
  ...defaultPropertyFormValues(),
  name: 'Townhouse in Town Square',
  description: '<p>Three bedrooms near the park.</p>',
  address: 'Town Square, Dubai',
  amount: '1,950,000',
  mainImage: { url: null, pendingFileName: 'front.jpg' },
  floorPlanImage: { url: '/api/media/plan.png', pendingFileName: null },
  layoutImage: { url: null, pendingFileName: 'layout.webp' },
};

const request = (overrides: Partial<PropertySaveRequest> = {}): PropertySaveRequest => ({
  ...createSaveRequest(7, values, { mainImage: new Blob(['front']), layoutImage: new Blob(['layout']) }),
  ...overrides,
});

function calls(overrides: Partial<PropertySaveCalls> = {}) {
  const uploads: string[] = [];
  const base: PropertySaveCalls = {
    upload: vi.fn(async (file: Blob) => {
      const name = `${await file.text()}.stored`;
      uploads.push(name);
      return `/api/media/${name}`;
    }),
    create: vi.fn(async (payload: PropertyPayload) => ({ id: 501, name: payload.name }) as Property),
    update: vi.fn(async (payload) => ({ id: payload.id, name: payload.name }) as Property),
  };
  return { ...base, ...overrides, uploads };
}

describe('savePropertyForm', () => {
  it('uploads the chosen images, then creates the property with their URLs, the kept one and the decided status', async () => {
    const api = calls();
    const outcome = await savePropertyForm(request(), api, en);
    expect(outcome).toEqual({ ok: true, property: { id: 501, name: 'Townhouse in Town Square' } });
    expect(api.uploads.sort()).toEqual(['front.stored', 'layout.stored']);
    const payload = vi.mocked(api.create).mock.calls[0]![0];
    expect(propertyPayloadSchema.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({
      mainImageURL: '/api/media/front.stored',
      floorPlanImageURL: '/api/media/plan.png',
      layoutImageURL: '/api/media/layout.stored',
      amount: 1_950_000,
      listingStatus: { id: 8 },
      developerApprovalStatus: 'APPROVED',
    });
  });

  it('names the first image that failed, sends nothing, and gives back the one that uploaded', async () => {
    const api = calls({ upload: vi.fn(async (file: Blob) => ((await file.text()) === 'front' ? Promise.reject(new Error('lost')) : '/api/media/layout.stored')) });
    const outcome = await savePropertyForm(request(), api, en);
    expect(outcome).toEqual({ ok: false, message: 'Failed to upload main image', uploaded: { layoutImage: '/api/media/layout.stored' } });
    expect(api.create).not.toHaveBeenCalled();
  });

  it("says the server's words when the create is refused", async () => {
    const refusal = Object.assign(new Error('refused'), { kind: 'http', status: 409, statusText: 'Conflict', body: '', serverMessage: 'A property with this name exists' });
    const api = calls({ create: vi.fn(async () => Promise.reject(refusal)) });
    const outcome = await savePropertyForm(request(), api, en);
    expect(outcome).toMatchObject({ ok: false, message: 'Error: 409 - A property with this name exists' });
  });

  it("refuses an update without an id with 'Property ID is required for update', before any call", async () => {
    const api = calls();
    const outcome = await savePropertyForm(request({ mode: { kind: 'update', id: null, saved: { listingStatusId: 9, inProject: false } } }), api, en);
    expect(outcome).toEqual({ ok: false, message: 'Property ID is required for update', uploaded: {} });
    expect(api.upload).not.toHaveBeenCalled();
  });

  it('updates a rejected project unit back to pending and to its developer, with its id', async () => {
    const api = calls();
    await savePropertyForm(request({ files: {}, values: { ...values, mainImage: { url: '/api/media/a.jpg', pendingFileName: null }, layoutImage: { url: '/api/media/b.jpg', pendingFileName: null } }, mode: { kind: 'update', id: 77, saved: { listingStatusId: 9, inProject: true, rejectedOrBlockReason: 'Wrong floor' } } }), api, en);
    expect(vi.mocked(api.update).mock.calls[0]![0]).toMatchObject({ id: 77, listingStatus: { id: 8 }, rejectedOrBlockReason: 'Wrong floor', developerApprovalStatus: 'PENDING' });
    expect(api.upload).not.toHaveBeenCalled();
  });
});
