// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { unauthorizedMessage } from '../../http/requestGuards';
import { call, demoAgencyToken, messageOf, seed, serveTestSandbox } from './propertyHostTest.testing';
import { isPublicListing } from './propertyRecords';

const sandbox = serveTestSandbox();
const property = seed.properties.find(({ property: candidate }) => candidate.agencyId === seed.demoAgency.id)?.property;
const project = seed.projects[0];
if (!property || !project) throw new Error('the seed needs a property and a project');

const sessionRoutes = [
    ['GET', '/api/enquiries'],
    ['GET', `/api/enquiries/agency/${seed.demoAgency.id}`],
    ['PATCH', '/api/enquiries/1'],
    ['PATCH', '/api/enquiries/note/1'],
    ['GET', '/api/property/search'],
    ['POST', '/api/property'],
    ['PUT', '/api/property'],
    ['DELETE', `/api/property/${property.id}`],
    ['PUT', `/api/property/status/${property.id}`],
    ['PUT', `/api/property/reject/${property.id}`],
    ['PUT', `/api/property/developer/approve/${property.id}`],
    ['PUT', `/api/property/developer/reject/${property.id}`],
    ['POST', '/api/property/upload-csv'],
    ['GET', '/api/project/search'],
    ['GET', `/api/project/${project.id}`],
    ['GET', `/api/locationHighlights/project/${project.id}`],
    ['GET', '/api/areas/search'],
    ['GET', '/api/property/offering-types'],
    ['GET', '/api/property/sale-types'],
    ['GET', '/api/property/propertyTypes/1/with-category'],
    ['POST', '/api/media/upload'],
] as const;

/** A token in the sandbox's shape whose claims were rewritten to another agency, keeping the old signature. */
function forgedFrom(token: string, agencyId: number): string {
  const [prefix, nonce, claims, signature] = token.split('.');
  const decoded = JSON.parse(atob((claims ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, number>;
  return [prefix, nonce, btoa(JSON.stringify({ ...decoded, i: agencyId })).replace(/=+$/, ''), signature].join('.');
}

describe('the bearer token', () => {
  it.each(sessionRoutes)('is required by %s %s (401 without it)', async (method, path) => {
    const response = await call(path, { method, token: null });
    expect(response.status).toBe(401);
    expect(await messageOf(response)).toBe(unauthorizedMessage);
  });

  it.each(sessionRoutes)('must be one the sandbox signed and that has not expired, on %s %s', async (method, path) => {
    const other = seed.agencies[1]?.id ?? 0;
    sandbox.db.authTokens.setLifetimeSeconds(1);
    const expiring = sandbox.db.authTokens.issue({ roleId: 4, id: seed.demoAgency.id }).token;
    const unsigned = `sbx.x.${btoa(JSON.stringify({ r: 4, i: other, e: Date.now() + 3_600_000, g: 0 }))}`;
    const garbage = ['made-up', unsigned, forgedFrom(demoAgencyToken(), other)];
    for (const token of garbage) {
      const response = await call(path, { method, token });
      expect(response.status, token).toBe(401);
      expect(await messageOf(response)).toBe(unauthorizedMessage);
    }
    vi.useFakeTimers({ now: Date.now() + 1_000, toFake: ['Date'] });
    try {
      expect((await call(path, { method, token: expiring })).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is not required to read media, which <img> loads without one', async () => {
    const name = property.mainImageURL?.split('/').pop() ?? '';
    expect((await call(`/api/media/${name}`, { token: null })).status).toBe(200);
  });

  it('leaves the database untouched when refused', async () => {
    await call(`/api/property/${property.id}`, { method: 'DELETE', token: null });
    expect(sandbox.db.properties.get(property.id)).toBeDefined();
  });
});

describe('request bodies', () => {
  it('refuses malformed JSON and bodies that do not fit, naming the field', async () => {
    const malformed = await call('/api/enquiries/1', { method: 'PATCH', body: '{"status":' });
    expect(malformed.status).toBe(400);
    expect(await messageOf(malformed)).toBe('Malformed JSON request body');
    const enquiryId = seed.enquiries[0]?.enquiry.id ?? 0;
    const wrongStatus = await call(`/api/enquiries/${enquiryId}`, { method: 'PATCH', body: { status: 'DONE' } });
    expect(wrongStatus.status).toBe(400);
    expect(await messageOf(wrongStatus)).toMatch(/^Invalid request body: status: /);
    const noNote = await call(`/api/enquiries/note/${enquiryId}`, { method: 'PATCH', body: {} });
    expect(await messageOf(noNote)).toMatch(/^Invalid request body: note: /);
    const empty = await call(`/api/property/reject/${property.id}`, { method: 'PUT' });
    expect(await messageOf(empty)).toMatch(/^Invalid request body: /);
  });

  it("answers 404 for an unknown enquiry's note", async () => {
    const response = await call('/api/enquiries/note/987654321', { method: 'PATCH', body: { note: 'x' } });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('Enquiry not found with id: 987654321');
  });
});

describe('PUT /api/property', () => {
  it("refuses a payload without an id: 'Property ID is required for update'", async () => {
    for (const body of [{ name: 'x' }, { id: null }, { id: '' }, 'not json']) {
      const response = await call('/api/property', { method: 'PUT', body });
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe('Property ID is required for update');
    }
  });

  it('refuses a unit of an unknown project, on create and update', async () => {
    const payload = {
      agencyId: seed.demoAgency.id,
      name: 'Unit',
      amount: 1,
      description: 'd',
      address: 'a',
      listingStatus: { id: 10 },
      projectIdOfThis: 987654321,
    };
    const created = await call('/api/property', { method: 'POST', body: payload });
    expect(created.status).toBe(400);
    expect(await messageOf(created)).toBe('Project not found with id: 987654321');
    const updated = await call('/api/property', { method: 'PUT', body: { ...payload, id: property.id } });
    expect(await messageOf(updated)).toBe('Project not found with id: 987654321');
  });

  it('names a listing status sent without its name, when the specs name it', async () => {
    const create = async (listingStatus: object) => {
      const body = { agencyId: seed.demoAgency.id, name: 'N', amount: 1, description: 'd', address: 'a', listingStatus };
      return ((await (await call('/api/property', { method: 'POST', body })).json()) as { listingStatus: unknown }).listingStatus;
    };
    expect(await create({ id: 8 })).toEqual({ id: 8, name: 'Pending' });
    expect(await create({ id: 42 })).toEqual({ id: 42, name: null });
    expect(await create({ id: 10, name: 'Awaiting developer' })).toEqual({ id: 10, name: 'Awaiting developer' });
  });
});

describe('POST /api/property', () => {
  it("dates a standalone listing's developer approval with the payload's time, else now", async () => {
    const body = { agencyId: seed.demoAgency.id, name: 'N', amount: 1, description: 'd', address: 'a', listingStatus: { id: 8 } };
    const created = async (extra: object) =>
      (await (await call('/api/property', { method: 'POST', body: { ...body, ...extra } })).json()) as { developerApprovedTime: string };
    expect((await created({ developerApprovedTime: '2026-01-02T03:04:05' })).developerApprovedTime).toBe('2026-01-02T03:04:05');
    expect(Date.parse((await created({})).developerApprovedTime)).not.toBeNaN();
  });
});

describe('searches', () => {
  it('refuses a malformed filter with 400 naming the fault', async () => {
    for (const path of ['/api/property/search', '/api/project/search', '/api/areas/search']) {
      const response = await call(`${path}?search=${encodeURIComponent('agencyId==')}`);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toMatch(/^Invalid search filter: /);
    }
  });

  it('takes /api/project/search for the search, not a project id', async () => {
    const response = await call('/api/project/search?size=1');
    expect(((await response.json()) as { totalElements: number }).totalElements).toBe(seed.projects.length);
  });

  it('ignores a blank agentId parameter', async () => {
    const response = await call('/api/property/search?agentId=%20&size=1');
    const visible = seed.properties.filter(({ property }) => property.agencyId === seed.demoAgency.id || isPublicListing(property));
    expect(((await response.json()) as { totalElements: number }).totalElements).toBe(visible.length);
  });
});

describe('lookups', () => {
  it('answers 404 for an unknown property type', async () => {
    const response = await call('/api/property/propertyTypes/99/with-category');
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('Property type not found with id: 99');
  });

  it("answers 404 for an unknown project's highlights, and [] for a project without any", async () => {
    expect((await call('/api/locationHighlights/project/987654321')).status).toBe(404);
    for (const record of sandbox.db.projectLocationHighlights.list((candidate) => candidate.projectId === project.id)) {
      sandbox.db.projectLocationHighlights.remove(record.id);
    }
    expect(await (await call(`/api/locationHighlights/project/${project.id}`)).json()).toEqual([]);
  });
});
