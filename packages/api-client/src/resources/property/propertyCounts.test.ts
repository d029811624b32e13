// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../../errors';
import { countPropertiesByStatus, fetchPropertyCounts } from './propertyCounts';
import { demoAgencyId, failureOf, seed, servePropertySandbox } from './propertySandbox.testing';

const { sandbox, client } = servePropertySandbox();

const seededCount = (statusId: number) =>
  seed.properties.filter(({ property }) => property.agencyId === demoAgencyId && property.listingStatus?.id === statusId).length;
const expected = { approved: seededCount(1), pending: seededCount(8), rejected: seededCount(9) };

describe('countPropertiesByStatus', () => {
  it('counts ids 1, 8 and 9 and ignores other or missing statuses', () => {
    const withStatus = (id: number) => ({ listingStatus: { id } });
    expect(countPropertiesByStatus([withStatus(1), withStatus(8), withStatus(8), withStatus(9), withStatus(10), withStatus(11), { listingStatus: null }])).toEqual({
      approved: 1,
      pending: 2,
      rejected: 1,
    });
  });
});

describe('fetchPropertyCounts', () => {
  it("counts the demo agency's seeded properties per status", async () => {
    expect(expected.approved + expected.pending + expected.rejected).toBeGreaterThan(0);
    expect(await fetchPropertyCounts(client, demoAgencyId)).toEqual(expected);
  });

  it('reads every page when the properties do not fit in one', async () => {
    expect(await fetchPropertyCounts(client, demoAgencyId, { pageSize: 2 })).toEqual(expected);
  });

  it('counts nothing for an agency without properties', async () => {
    expect(await fetchPropertyCounts(client, 987654321)).toEqual({ approved: 0, pending: 0, rejected: 0 });
  });

  it("passes a server failure's message on, and a network failure as NetworkError", async () => {
    sandbox.faults.set('GET /api/property/search', { status: 500, body: { message: { en: 'Search index offline' } } });
    const error = await failureOf(fetchPropertyCounts(client, demoAgencyId));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, serverMessage: 'Search index offline' });
    sandbox.faults.set('GET /api/property/search', { networkError: true });
    expect(await failureOf(fetchPropertyCounts(client, demoAgencyId))).toBeInstanceOf(NetworkError);
  });
});
