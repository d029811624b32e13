import { defaultPropertyFormValues, type PropertyFormValues } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiWrapper, JsdomFile, serveSandbox, signInDemoAgency } from '../../shared/sandboxServer.testing';
import { createSaveRequest } from './saveRequest.testing';
import { usePropertySave } from './usePropertySave';

const { sandbox } = serveSandbox({ nodeFiles: true });
const agencyId = createSeedData().demoAgency.id;

const values: PropertyFormValues = {
  ...defaultPropertyFormValues(),
  name: 'Apartment in Sobha Hartland',
  description: '<p>Two bedrooms with a lagoon view.</p>',
  address: 'Sobha Hartland, Dubai',
  amount: '2,150,000',
  landArea: '1,180 sqft',
  mainImage: { url: null, pendingFileName: 'front.png' },
  floorPlanImage: { url: '/api/media/plan.png', pendingFileName: null },
  layoutImage: { url: '/api/media/layout.png', pendingFileName: null },
};

const png = () => new JsdomFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'front.png', { type: 'image/png' });

const request = () => createSaveRequest(agencyId, values, { mainImage: png() });

async function setup() {
  const { client, session } = await signInDemoAgency();
  return renderHook(() => usePropertySave(), { wrapper: apiWrapper(client, session) });
}

const named = () => sandbox.db.properties.list((property) => property.name === values.name);

describe('usePropertySave on the sandbox', () => {
  it('uploads the main image and creates the property pending, once for two quick clicks', async () => {
    const { result } = await setup();
    let outcomes: unknown[] = [];
    await act(async () => {
      outcomes = await Promise.all([result.current.save(request()), result.current.save(request())]);
    });
    expect(outcomes[0]).toMatchObject({ ok: true });
    expect(outcomes[1]).toBe(outcomes[0]);
    const saved = named();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ amount: 2_150_000, landArea: 1180, listingStatus: { id: 8 } });
    expect(saved[0]?.mainImageURL).toMatch(/^\/api\/media\//);
    expect(result.current.isSaving).toBe(false);
  });

  it("names the image whose upload failed and creates nothing", async () => {
    sandbox.faults.set('POST /api/media/upload', { status: 500, body: 'Disk full', times: 1 });
    const { result } = await setup();
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.save(request());
    });
    expect(outcome).toEqual({ ok: false, message: 'Failed to upload main image', uploaded: {} });
    expect(named()).toHaveLength(0);
  });

  it("gives the server's refusal in the spec's words", async () => {
    sandbox.faults.set('POST /api/property', { status: 400, body: { message: { en: 'Amount is out of range' } }, times: 1 });
    const { result } = await setup();
    let outcome: { ok: boolean; message?: string; uploaded?: object } | undefined;
    await act(async () => {
      outcome = await result.current.save(request());
    });
    expect(outcome).toMatchObject({ ok: false, message: 'Error: 400 - Amount is out of range' });
    expect(Object.keys(outcome?.uploaded ?? {})).toEqual(['mainImage']);
  });
});
