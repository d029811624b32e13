import {
  defaultPropertyFormValues,
  en,
  listingStatusIds,
  projectLockedFields,
  projectUnitFormValues,
  propertyFormValuesOf,
  withProjectLockedValues,
  type PropertyFormValues,
} from '@marketplace/domain';
import { createProperty, createSeededRandom } from '@marketplace/domain/fixtures';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PropertyFormSubmission } from './propertyFormViewProps';
import type { PropertyFormTarget } from './propertyFormTarget';
import { usePropertyForm } from './usePropertyForm';
import { apiWrapper, serveSandbox, signInDemoAgency } from '../shared/sandboxServer.testing';

const { sandbox, server } = serveSandbox();

/** The method and path of every call the hook makes, in order. */
const calls: string[] = [];
server.events.on('request:start', ({ request }) => {
  calls.push(`${request.method} ${new URL(request.url).pathname}`);
});
afterEach(() => {
  calls.length = 0;
});

async function setup(target: PropertyFormTarget) {
  const { client, session } = await signInDemoAgency();
  const agencyId = session.getSnapshot().profile?.id;
  if (agencyId == null) throw new Error('the demo agency has no profile');
  const onSaved = vi.fn();
  const rendered = renderHook(() => usePropertyForm({ target, onSaved, draftStorage: null }), { wrapper: apiWrapper(client, session) });
  await waitFor(() => expect(rendered.result.current.lookups).toBeDefined());
  return { ...rendered, agencyId, onSaved };
}

/** What a checked form hands over: the values, no files and empty lists. */
const submission = (values: PropertyFormValues): PropertyFormSubmission => ({ values, files: {}, locationHighlights: [], propertyMedia: [], paymentPlans: [] });

/** A complete listing's values with saved image URLs, as a valid form holds them. */
const listingValues = (name: string): PropertyFormValues => ({ ...propertyFormValuesOf(createProperty(createSeededRandom(1710), { id: 1710 })), name });

const approvedProject = () => sandbox.db.projects.list().find((project) => project.listingStatus?.id === listingStatusIds.approved)!;
const ownStandalone = (agencyId: number) =>
  sandbox.db.properties.list().find((property) => property.agencyId === agencyId && !property.isDeleted && property.projectIdOfThis == null && property.project == null)!;

describe('usePropertyForm on the sandbox: opening', () => {
  it('opens a standalone form on the defaults with the lookups', async () => {
    const { result } = await setup({ kind: 'standalone' });
    expect(result.current).toMatchObject({ mode: 'create', kind: 'standalone', loadError: null, lockedFields: [], projectPart: null });
    expect(result.current.initialValues).toEqual(defaultPropertyFormValues());
    expect(result.current.lookups?.fallbacks).toEqual([]);
    expect(result.current.lookups?.areas.length).toBeGreaterThan(0);
    expect(result.current.lookups?.amenities.length).toBeGreaterThan(0);
    expect(result.current.draftTarget).toEqual({ kind: 'new', projectId: null });
  });

  it("opens a unit of a project on the project's locked values", async () => {
    const project = approvedProject();
    const { result } = await setup({ kind: 'inProject', projectId: project.id });
    await waitFor(() => expect(result.current.initialValues).toBeDefined());
    expect(result.current.kind).toBe('inProject');
    expect(result.current.mode).toBe('create');
    expect(result.current.lockedFields).toEqual(projectLockedFields);
    expect(result.current.initialValues).toEqual(projectUnitFormValues(project));
    expect(result.current.initialValues).toMatchObject({ address: project.address, roi: String(project.roi) });
    expect(result.current.projectPart?.project?.id).toBe(project.id);
  });

  it("opens an edit of the agency's property on its values", async () => {
    const { agencyId } = await signInDemoAgency().then(({ session }) => ({ agencyId: session.getSnapshot().profile!.id! }));
    const property = ownStandalone(agencyId);
    const { result } = await setup({ kind: 'edit', propertyId: property.id! });
    await waitFor(() => expect(result.current.initialValues).toBeDefined());
    expect(result.current.mode).toBe('edit');
    expect(result.current.property?.id).toBe(property.id);
    expect(result.current.initialValues).toEqual(propertyFormValuesOf(result.current.property!));
    expect(result.current.initialValues?.name).toBe(property.name);
    expect(result.current.loadError).toBeNull();
  });

  it("says 'Properties not found' for an id the agency does not have", async () => {
    const { result } = await setup({ kind: 'edit', propertyId: 987_654 });
    await waitFor(() => expect(result.current.loadError).toBe(en.reviewLists.propertiesNotFound));
    expect(result.current.loadError).toBe('Properties not found');
    expect(result.current.initialValues).toBeUndefined();
  });

  it('names a lookup list that failed and shows its built-in list', async () => {
    sandbox.faults.set('GET /api/areas/search', { status: 500 });
    const { result } = await setup({ kind: 'standalone' });
    expect(result.current.lookups?.fallbacks).toEqual(['areas']);
    expect(result.current.lookups?.areas.map((area) => area.name)).toEqual(Object.values(en.lookups.areas));
  });
});

describe('usePropertyForm on the sandbox: saving', () => {
  it("creates a standalone property as the agency's, pending (8)", async () => {
    const { result, agencyId } = await setup({ kind: 'standalone' });
    let outcome: Awaited<ReturnType<typeof result.current.onSave>> | undefined;
    await act(async () => {
      outcome = await result.current.onSave(submission(listingValues('Bluewaters Residences 2BR')));
    });
    expect(outcome?.ok).toBe(true);
    expect(calls).toContain('POST /api/property');
    const stored = sandbox.db.properties.list().find((property) => property.name === 'Bluewaters Residences 2BR');
    expect(stored?.listingStatus).toMatchObject({ id: 8, name: 'Pending' });
    expect(stored?.agencyId).toBe(agencyId);
  });

  it('creates a unit of a project waiting for its developer (10)', async () => {
    const project = approvedProject();
    const { result, agencyId } = await setup({ kind: 'inProject', projectId: project.id });
    await waitFor(() => expect(result.current.initialValues).toBeDefined());
    const values = withProjectLockedValues({ ...listingValues('Unit 1204'), ...result.current.initialValues!, name: 'Unit 1204', amount: '1,480,000', description: '<p>Two bedrooms, sea view.</p>' }, project);
    let outcome: Awaited<ReturnType<typeof result.current.onSave>> | undefined;
    await act(async () => {
      outcome = await result.current.onSave(submission({ ...values, mainImage: { url: '/api/media/unit-1204.jpg', pendingFileName: null } }));
    });
    expect(outcome?.ok).toBe(true);
    expect(calls).toContain('POST /api/property');
    const stored = sandbox.db.properties.list().find((property) => property.name === 'Unit 1204');
    expect(stored?.listingStatus?.id).toBe(listingStatusIds.projectPending);
    expect(stored?.agencyId).toBe(agencyId);
  });

  it('sends a rejected property (9) back to pending (8), keeping the reason', async () => {
    const { agencyId } = await signInDemoAgency().then(({ session }) => ({ agencyId: session.getSnapshot().profile!.id! }));
    const property = ownStandalone(agencyId);
    sandbox.db.properties.update(property.id!, { listingStatus: { id: listingStatusIds.rejected, name: 'Rejected' }, rejectedOrBlockReason: 'The floor plan is of another unit.' });
    const { result } = await setup({ kind: 'edit', propertyId: property.id! });
    await waitFor(() => expect(result.current.initialValues).toBeDefined());
    expect(result.current.property?.listingStatus?.id).toBe(listingStatusIds.rejected);
    let outcome: Awaited<ReturnType<typeof result.current.onSave>> | undefined;
    await act(async () => {
      outcome = await result.current.onSave(submission({ ...result.current.initialValues!, amount: '3,100,000' }));
    });
    expect(outcome?.ok).toBe(true);
    expect(calls).toContain('PUT /api/property');
    const stored = sandbox.db.properties.get(property.id!);
    expect(stored?.listingStatus?.id).toBe(listingStatusIds.pending);
    expect(stored?.rejectedOrBlockReason).toBe('The floor plan is of another unit.');
    expect(stored?.amount).toBe(3_100_000);
  });

  it("gives 'Error: 500 - ...' when the create fails, and stores nothing", async () => {
    sandbox.faults.set('POST /api/property', { status: 500 });
    const { result } = await setup({ kind: 'standalone' });
    const before = sandbox.db.properties.count();
    let outcome: Awaited<ReturnType<typeof result.current.onSave>> | undefined;
    await act(async () => {
      outcome = await result.current.onSave(submission(listingValues('Jumeirah Park Villa')));
    });
    expect(outcome).toMatchObject({ ok: false, uploaded: {} });
    expect(outcome?.ok === false && outcome.message).toMatch(/^Error: 500 - .+/);
    expect(sandbox.db.properties.count()).toBe(before);
  });
});
