// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../../errors';
import { fetchProperties } from './properties';
import {
  approvePropertyAsDeveloper,
  createProperty,
  deleteProperty,
  rejectProperty,
  rejectPropertyAsDeveloper,
  setPropertyStatus,
  updateProperty,
} from './propertyMutations';
import { demoAgencyId, failureOf, seed, standalonePayload, servePropertySandbox } from './propertySandbox.testing';

const { sandbox, client } = servePropertySandbox();

const project = seed.projects[0];
const existing = seed.properties.find(({ property }) => property.agencyId === demoAgencyId)?.property;
if (!project || !existing) throw new Error('the seed needs a project and a property of the demo agency');

async function agencyIds(): Promise<number[]> {
  const page = await fetchProperties(client, { kind: 'agency', agencyId: demoAgencyId }, { size: 1000 });
  return page.content.map((property) => property.id);
}

describe('createProperty', () => {
  it('answers the created standalone property, which the agency list then shows', async () => {
    const created = await createProperty(client, standalonePayload());
    expect(created).toMatchObject({
      name: 'Marina Heights 2BR',
      agencyId: demoAgencyId,
      listingStatus: { id: 8, name: 'Pending' },
      developerApprovalStatus: 'APPROVED',
      project: null,
    });
    expect(created.developerApprovedTime).toEqual(expect.any(String));
    expect(await agencyIds()).toContain(created.id);
  });

  it("creates a project unit developer-PENDING with the project's reference when the payload leaves it open", async () => {
    const created = await createProperty(
      client,
      standalonePayload({ projectIdOfThis: project.id, listingStatus: { id: 10, name: 'Project Pending' } }),
    );
    expect(created).toMatchObject({
      projectIdOfThis: project.id,
      project: { id: project.id, name: project.name },
      listingStatus: { id: 10, name: 'Project Pending' },
      developerApprovalStatus: 'PENDING',
      developerApprovedTime: null,
    });
  });

  it('keeps the statuses the payload states', async () => {
    const created = await createProperty(
      client,
      standalonePayload({ projectIdOfThis: project.id, developerApprovalStatus: 'APPROVED', developerApprovedTime: '2026-11-01T10:00:00' }),
    );
    expect(created).toMatchObject({ listingStatus: { id: 8 }, developerApprovalStatus: 'APPROVED', developerApprovedTime: '2026-11-01T10:00:00' });
  });

  it('refuses an invalid payload with 400 and passes failures on', async () => {
    const invalid = await failureOf(createProperty(client, standalonePayload({ name: '   ' })));
    expect(invalid).toMatchObject({ status: 400 });
    expect(invalid.message).toMatch(/^Invalid request body: name/);
    sandbox.faults.set('POST /api/property', { status: 500, body: { message: { en: 'Failed to submit property' } } });
    expect(await failureOf(createProperty(client, standalonePayload()))).toMatchObject({ status: 500, serverMessage: 'Failed to submit property' });
    sandbox.faults.set('POST /api/property', { networkError: true });
    expect(await failureOf(createProperty(client, standalonePayload()))).toBeInstanceOf(NetworkError);
  });
});

describe('updateProperty', () => {
  it('answers the updated property and keeps what the payload leaves out', async () => {
    const updated = await updateProperty(client, { ...standalonePayload({ name: 'Renamed Villa', amount: 2_000_000 }), id: existing.id });
    expect(updated).toMatchObject({ id: existing.id, name: 'Renamed Villa', amount: 2_000_000, listingStatus: { id: 8 } });
    expect(updated.propertyMedia).toEqual(existing.propertyMedia);
    expect(sandbox.db.properties.get(existing.id)?.name).toBe('Renamed Villa');
  });

  it('answers 404 for an unknown id and passes failures on', async () => {
    expect(await failureOf(updateProperty(client, { ...standalonePayload(), id: 987654321 }))).toMatchObject({
      status: 404,
      serverMessage: 'Property not found with id: 987654321',
    });
    sandbox.faults.set('PUT /api/property', { status: 500, body: { message: { en: 'Failed to update property' } } });
    expect(await failureOf(updateProperty(client, { ...standalonePayload(), id: existing.id }))).toMatchObject({
      serverMessage: 'Failed to update property',
    });
  });
});

describe('deleteProperty', () => {
  it('removes the property from the lists, and a second delete is a 404', async () => {
    await expect(deleteProperty(client, existing.id)).resolves.toBeUndefined();
    expect(await agencyIds()).not.toContain(existing.id);
    expect(await failureOf(deleteProperty(client, existing.id))).toMatchObject({ status: 404 });
    sandbox.faults.set('DELETE /api/property/:id', { networkError: true });
    expect(await failureOf(deleteProperty(client, 1))).toBeInstanceOf(NetworkError);
  });
});

describe('status, rejection and developer review calls', () => {
  it('sets the listing status from {id: statusId}', async () => {
    const updated = await setPropertyStatus(client, { id: existing.id, statusId: 1 });
    expect(updated.listingStatus).toEqual({ id: 1, name: 'Approved' });
    expect(updated.approvedTime).toEqual(expect.any(String));
  });

  it('rejects with the reason as the admin (status 9) and as the developer (REJECTED)', async () => {
    expect(await rejectProperty(client, { id: existing.id, reason: 'Title deed copy is missing.' })).toMatchObject({
      listingStatus: { id: 9, name: 'Rejected' },
      rejectedOrBlockReason: 'Title deed copy is missing.',
    });
    expect(await rejectPropertyAsDeveloper(client, { id: existing.id, reason: 'Unit already reserved.' })).toMatchObject({
      developerApprovalStatus: 'REJECTED',
      developerRejectReason: 'Unit already reserved.',
      isDeveloperApproved: false,
      listingStatus: { id: 9 },
    });
  });

  it('approves as the developer with an empty body', async () => {
    const approved = await approvePropertyAsDeveloper(client, existing.id);
    expect(approved).toMatchObject({ developerApprovalStatus: 'APPROVED', isDeveloperApproved: true, developerRejectReason: null });
    expect(approved.listingStatus).toEqual(existing.listingStatus);
  });

  it('refuses a blank reason and an unknown id, and passes failures on', async () => {
    expect(await failureOf(rejectProperty(client, { id: existing.id, reason: '  ' }))).toMatchObject({ status: 400 });
    expect(await failureOf(setPropertyStatus(client, { id: 987654321, statusId: 1 }))).toMatchObject({ status: 404 });
    sandbox.faults.set('PUT /api/property/developer/approve/:id', { status: 500, body: { message: { en: 'Failed to approve property' } } });
    const error = await failureOf(approvePropertyAsDeveloper(client, existing.id));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Failed to approve property');
    sandbox.faults.set('PUT /api/property/reject/:id', { networkError: true });
    expect(await failureOf(rejectProperty(client, { id: existing.id, reason: 'x' }))).toBeInstanceOf(NetworkError);
    sandbox.faults.set('PUT /api/property/developer/reject/:id', { status: 500, body: { message: { en: 'Failed to reject property' } } });
    expect(await failureOf(rejectPropertyAsDeveloper(client, { id: existing.id, reason: 'x' }))).toMatchObject({ serverMessage: 'Failed to reject property' });
    sandbox.faults.set('PUT /api/property/status/:id', { status: 500, body: { message: { en: 'Failed to update status' } } });
    expect(await failureOf(setPropertyStatus(client, { id: existing.id, statusId: 1 }))).toMatchObject({ serverMessage: 'Failed to update status' });
  });
});
