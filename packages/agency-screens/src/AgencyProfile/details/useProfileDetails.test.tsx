import { en } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiWrapper, serveSandbox, signInDemoAgency } from '../../shared/sandboxServer.testing';
import { useProfileDetails } from './useProfileDetails';

const { sandbox, server } = serveSandbox();
const seed = createSeedData();
const demoAgencyId = seed.demoAgency.id;
const sentBodies: unknown[] = [];

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname === '/api/profile') {
      void request.clone().json().then((body: unknown) => sentBodies.push(body));
    }
  });
});
afterEach(() => {
  sessionStorage.clear();
  sentBodies.length = 0;
});

async function setup() {
  const { client, session } = await signInDemoAgency();
  const rendered = renderHook(() => useProfileDetails(), { wrapper: apiWrapper(client, session) });
  await waitFor(() => expect(rendered.result.current.profile).toBeDefined(), { timeout: 5000 });
  await waitFor(() => expect(rendered.result.current.serviceAreas).toBeDefined(), { timeout: 5000 });
  return rendered;
}

describe('useProfileDetails on the sandbox', () => {
  it("loads the signed-in agency's profile and the service-area list, in view mode", async () => {
    const { result } = await setup();
    expect(result.current.profile).toMatchObject({ id: demoAgencyId, name: seed.demoAgency.name });
    expect(result.current.serviceAreas).toEqual(seed.lookups.serviceAreas);
    expect(result.current.isEditing).toBe(false);
    expect(result.current.profileError).toBeUndefined();
  });

  it('saves the spec payload: empty fields sent cleared (null), the year an integer, areas as ids, roleId 4, isActive true', async () => {
    sandbox.db.accountAgencies.update(demoAgencyId, (record) => ({ ...record, description: '', xurl: null, contactNumber2: '   ' }));
    const { result } = await setup();
    act(() => result.current.onEdit());
    await act(() => result.current.onSave());

    await waitFor(() => expect(result.current.notice?.text).toBe(en.agencyProfile.saved));
    expect(result.current.isEditing).toBe(false);
    expect(sentBodies).toHaveLength(1);
    const body = sentBodies[0] as Record<string, unknown>;
    expect(body).toMatchObject({ description: null, xurl: null, contactNumber2: null });
    expect(body).not.toHaveProperty('email');
    expect(body).toMatchObject({
      roleId: 4,
      isActive: true,
      name: seed.demoAgency.name,
      industryStartYear: seed.demoAgency.industryStartYear,
      areas: seed.demoAgency.areas?.map((area) => area.id),
      profilePicture: seed.demoAgency.profilePicture,
      coverImageURL: seed.demoAgency.coverImageURL,
    });
    expect(Number.isInteger(body.industryStartYear)).toBe(true);
  });

  it("shows the server's message on a refused save and stays in edit mode", async () => {
    sandbox.faults.set('PUT /api/profile', { status: 500, body: { message: { en: 'Profile service is down' } } });
    const { result } = await setup();
    act(() => result.current.onEdit());
    await act(() => result.current.onSave());
    expect(result.current.notice).toMatchObject({ tone: 'error', text: 'Profile service is down' });
    expect(result.current.isEditing).toBe(true);
  });

  it("shows 'Failed to update profile: N' when the refusal carries no message", async () => {
    sandbox.faults.set('PUT /api/profile', { status: 502 });
    const { result } = await setup();
    act(() => result.current.onEdit());
    await act(() => result.current.onSave());
    expect(result.current.notice?.text).toBe('Failed to update profile: 502');
  });

  it('shows the generic message when the network fails', async () => {
    sandbox.faults.set('PUT /api/profile', { networkError: true });
    const { result } = await setup();
    act(() => result.current.onEdit());
    await act(() => result.current.onSave());
    expect(result.current.notice?.text).toBe(en.agencyProfile.saveError);
  });
});
