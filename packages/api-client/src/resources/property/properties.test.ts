// @vitest-environment node
import type { Property } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../../errors';
import { fetchAgencyProperty } from './agencyProperty';
import { defaultPropertyPageSize, fetchProperties, propertySearchQuery, type PropertyListFilter } from './properties';
import { demoAgencyId, failureOf, seed, servePropertySandbox } from './propertySandbox.testing';

const { sandbox, client } = servePropertySandbox();

type Seeded = (typeof seed.properties)[number];
const statusOf = ({ property }: Seeded) => property.listingStatus?.id;
const ours = (keep: (entry: Seeded) => boolean) => seed.properties.filter((entry) => entry.property.agencyId === demoAgencyId && keep(entry));
const idsOf = (entries: readonly Seeded[]) => entries.map(({ property }) => property.id).sort((a, b) => a - b);
const contentIds = (content: readonly Property[]) => content.map((property) => property.id).sort((a, b) => a - b);

async function allIds(filter: PropertyListFilter): Promise<number[]> {
  const page = await fetchProperties(client, filter, { size: 1000 });
  return contentIds(page.content);
}

const agentId = seed.properties.find((entry) => entry.agentId != null && statusOf(entry) === 1)?.agentId ?? -1;
const named = ours((entry) => statusOf(entry) === 1)[0]?.property.name ?? '';
const nameWord = named.split(' ').find((word) => word.length > 4) ?? named;

describe('propertySearchQuery and defaultPropertyPageSize', () => {
  it("builds each list's search with the domain rules, and spec 2's agentId as its own parameter", () => {
    expect(propertySearchQuery({ kind: 'agency', agencyId: 4, listingStatusId: 1, name: ' Villa* ' })).toEqual({
      search: 'agencyId==4 and listingStatus.id==1 and name=like=*Villa*',
    });
    expect(propertySearchQuery({ kind: 'adminReviewed', agencyId: 4, tab: 'pending' })).toEqual({
      search: 'agencyId==4 and developerApprovalStatus==APPROVED and (listingStatus.id==11 or listingStatus.id==8)',
    });
    expect(propertySearchQuery({ kind: 'developerReviewed', agencyId: 4, tab: 'rejected', name: 'Palm' })).toEqual({
      search: 'agencyId==4 and developerApprovalStatus==REJECTED and name==*Palm*',
    });
    expect(propertySearchQuery({ kind: 'agent', agentId: 7 })).toEqual({ agentId: 7 });
    expect(propertySearchQuery({ kind: 'agentPublic', agentId: 7 })).toEqual({
      search: 'agentId==7 and listingStatus.id==1 and developerApprovalStatus==APPROVED and isDeleted==false',
    });
  });

  it('uses 12 for an agency list, 9 on the review lists and 10 for an agent (specs 3 and 2, section 9)', () => {
    expect(defaultPropertyPageSize({ kind: 'agency', agencyId: 1 })).toBe(12);
    expect(defaultPropertyPageSize({ kind: 'adminReviewed', agencyId: 1, tab: 'approved' })).toBe(9);
    expect(defaultPropertyPageSize({ kind: 'developerReviewed', agencyId: 1, tab: 'approved' })).toBe(9);
    expect(defaultPropertyPageSize({ kind: 'agent', agentId: 1 })).toBe(10);
    expect(defaultPropertyPageSize({ kind: 'agentPublic', agentId: 1 })).toBe(10);
  });
});

describe('fetchProperties', () => {
  it("pages the agency's properties 12 at a time by default", async () => {
    const total = ours(() => true).length;
    const page = await fetchProperties(client, { kind: 'agency', agencyId: demoAgencyId });
    expect(page).toMatchObject({ number: 0, size: 12, totalElements: total, totalPages: Math.ceil(total / 12) });
    expect(page.content).toHaveLength(Math.min(12, total));
    expect(page.content.every((property) => property.agencyId === demoAgencyId)).toBe(true);
    const second = await fetchProperties(client, { kind: 'agency', agencyId: demoAgencyId }, { page: 1, size: 5 });
    expect(second).toMatchObject({ number: 1, size: 5 });
  });

  it('narrows to a listing status and a name', async () => {
    expect(await allIds({ kind: 'agency', agencyId: demoAgencyId, listingStatusId: 1 })).toEqual(idsOf(ours((entry) => statusOf(entry) === 1)));
    const byName = await allIds({ kind: 'agency', agencyId: demoAgencyId, listingStatusId: 1, name: nameWord.toLowerCase() });
    expect(byName).toEqual(idsOf(ours((entry) => statusOf(entry) === 1 && (entry.property.name ?? '').toLowerCase().includes(nameWord.toLowerCase()))));
    expect(byName.length).toBeGreaterThan(0);
  });

  it("lists each tab of the admin and developer review lists as spec 3 section 7 defines them", async () => {
    const devApproved = (entry: Seeded) => entry.property.developerApprovalStatus === 'APPROVED';
    const adminTabs = {
      approved: ours((entry) => devApproved(entry) && statusOf(entry) === 1),
      pending: ours((entry) => devApproved(entry) && (statusOf(entry) === 8 || statusOf(entry) === 11)),
      rejected: ours((entry) => devApproved(entry) && statusOf(entry) === 9),
    };
    const developerTabs = {
      approved: ours((entry) => devApproved(entry) && ![1, 8, 9].includes(statusOf(entry) ?? -1)),
      pending: ours((entry) => entry.property.developerApprovalStatus === 'PENDING'),
      rejected: ours((entry) => entry.property.developerApprovalStatus === 'REJECTED'),
    };
    for (const tab of ['approved', 'pending', 'rejected'] as const) {
      expect(await allIds({ kind: 'adminReviewed', agencyId: demoAgencyId, tab })).toEqual(idsOf(adminTabs[tab]));
      expect(await allIds({ kind: 'developerReviewed', agencyId: demoAgencyId, tab })).toEqual(idsOf(developerTabs[tab]));
    }
    expect(adminTabs.pending.length + developerTabs.pending.length).toBeGreaterThan(0);
  });

  it("lists an agent's properties by the agentId parameter, and the public ones by the RSQL filter", async () => {
    const byAgent = seed.properties.filter((entry) => entry.agentId === agentId);
    expect(await allIds({ kind: 'agent', agentId })).toEqual(idsOf(byAgent));
    const publicOnes = byAgent.filter(
      (entry) => statusOf(entry) === 1 && entry.property.developerApprovalStatus === 'APPROVED' && entry.property.isDeleted === false,
    );
    expect(publicOnes.length).toBeGreaterThan(0);
    expect(await allIds({ kind: 'agentPublic', agentId })).toEqual(idsOf(publicOnes));
    const page = await fetchProperties(client, { kind: 'agent', agentId });
    expect(page.size).toBe(10);
  });

  it("passes a server failure's message on, and a network failure as NetworkError", async () => {
    sandbox.faults.set('GET /api/property/search', { status: 500, body: { message: { en: 'Properties not found' } } });
    const error = await failureOf(fetchProperties(client, { kind: 'agency', agencyId: demoAgencyId }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Properties not found');
    sandbox.faults.set('GET /api/property/search', { networkError: true });
    expect(await failureOf(fetchProperties(client, { kind: 'agentPublic', agentId }))).toBeInstanceOf(NetworkError);
  });
});

describe('fetchAgencyProperty', () => {
  it("reads one of the agency's properties by id, and null for another agency's or an unknown id", async () => {
    const mine = ours(() => true)[0]!.property;
    const theirs = seed.properties.find((entry) => entry.property.agencyId !== demoAgencyId)!.property;
    expect((await fetchAgencyProperty(client, demoAgencyId, mine.id))?.name).toBe(mine.name);
    expect(await fetchAgencyProperty(client, demoAgencyId, theirs.id)).toBeNull();
    expect(await fetchAgencyProperty(client, demoAgencyId, 987_654_321)).toBeNull();
  });
});
