// @vitest-environment node
import type { Enquiry } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '../../errors';
import { enquiriesPath, enquiryScopeOf, fetchEnquiries, mergeEnquiry, updateEnquiryNote, updateEnquiryStatus } from './enquiries';
import { createTestPropertyClient, failureOf, seed, servePropertySandbox } from './propertySandbox.testing';

const { sandbox, client } = servePropertySandbox();

const ids = (enquiries: readonly Enquiry[]) => enquiries.map((enquiry) => enquiry.id).sort((a, b) => a - b);
const seededIds = (keep: (scope: (typeof seed.enquiries)[number]['scope']) => boolean) =>
  seed.enquiries
    .filter(({ scope }) => keep(scope))
    .map(({ enquiry }) => enquiry.id)
    .sort((a, b) => a - b);

const agencyId = seed.demoAgency.id;
const agentId = seed.enquiries.find(({ scope }) => scope.agentId != null)?.scope.agentId ?? -1;
const developerId = seed.enquiries.find(({ scope }) => scope.developerId != null)?.scope.developerId ?? -1;
const firstOfAgency = seed.enquiries.find(({ scope }) => scope.agencyId === agencyId)?.enquiry;

describe('enquiryScopeOf and enquiriesPath', () => {
  it('scopes an agency by its own id, an agent and a developer by theirs (spec 1 section 6)', () => {
    expect(enquiryScopeOf({ id: 12, role: 'AGENCY', agentId: 5 })).toEqual({ role: 'AGENCY', id: 12 });
    expect(enquiryScopeOf({ id: 12, role: 'AGENT', agentId: 5 })).toEqual({ role: 'AGENT', id: 5 });
    expect(enquiryScopeOf({ id: 12, role: 'DEVELOPER', developerId: 9 })).toEqual({ role: 'DEVELOPER', id: 9 });
    expect(enquiryScopeOf({ id: 12, role: 'AGENT' })).toEqual({ role: 'AGENT', id: null });
  });

  it('lists all enquiries without an id', () => {
    expect(enquiriesPath({ role: 'AGENCY', id: 4 })).toBe('/api/enquiries/agency/4');
    expect(enquiriesPath({ role: 'AGENT', id: 5 })).toBe('/api/enquiries/agent/5');
    expect(enquiriesPath({ role: 'DEVELOPER', id: 6 })).toBe('/api/enquiries/developer/6');
    expect(enquiriesPath({ role: 'DEVELOPER', id: null })).toBe('/api/enquiries');
  });
});

describe('fetchEnquiries', () => {
  it("lists the session's own enquiries without a scope id (the server scopes the list to the caller)", async () => {
    const all = await fetchEnquiries(client, { role: 'AGENCY' });
    expect(ids(all)).toEqual(seededIds((scope) => scope.agencyId === agencyId));
  });

  it("lists only the scope's enquiries for an agency, an agent and a developer", async () => {
    const mine = await fetchEnquiries(client, { role: 'AGENCY', id: agencyId });
    expect(mine.length).toBeGreaterThan(0);
    expect(ids(mine)).toEqual(seededIds((scope) => scope.agencyId === agencyId));
    expect(mine.find((enquiry) => enquiry.id === firstOfAgency?.id)).toEqual(firstOfAgency);
    const as = (roleId: number, id: number) => createTestPropertyClient(() => sandbox.db.authTokens.issue({ roleId, id }).token);
    expect(ids(await fetchEnquiries(as(5, agentId), { role: 'AGENT', id: agentId }))).toEqual(seededIds((scope) => scope.agentId === agentId));
    expect(ids(await fetchEnquiries(as(3, developerId), { role: 'DEVELOPER', id: developerId }))).toEqual(
      seededIds((scope) => scope.developerId === developerId),
    );
    expect(await failureOf(fetchEnquiries(client, { role: 'AGENT', id: agentId }))).toMatchObject({ status: 403 });
  });

  it("reports the server's message on a 500 and a network failure as NetworkError", async () => {
    sandbox.faults.set('GET /api/enquiries/agency/:id', { status: 500, body: { message: { en: 'Database unavailable' } } });
    const error = await failureOf(fetchEnquiries(client, { role: 'AGENCY', id: agencyId }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, serverMessage: 'Database unavailable' });
    sandbox.faults.set('GET /api/enquiries', { networkError: true });
    expect(await failureOf(fetchEnquiries(client, { role: 'AGENCY' }))).toBeInstanceOf(NetworkError);
  });

  it('is refused with 401 without a token', async () => {
    expect(await failureOf(fetchEnquiries(createTestPropertyClient(() => null), { role: 'AGENCY', id: agencyId }))).toMatchObject({ status: 401 });
  });
});

describe('updateEnquiryStatus and updateEnquiryNote', () => {
  it('answers the updated enquiry and a later read sees the change', async () => {
    if (!firstOfAgency) throw new Error('the demo agency has no enquiry');
    const nextStatus = firstOfAgency.status === 'CLOSED' ? 'NEW' : 'CLOSED';
    const updated = await updateEnquiryStatus(client, { id: firstOfAgency.id, status: nextStatus });
    expect(updated).toEqual({ ...firstOfAgency, status: nextStatus });
    const noted = await updateEnquiryNote(client, { id: firstOfAgency.id, note: 'Viewing booked for Saturday' });
    expect(noted).toEqual({ ...firstOfAgency, status: nextStatus, note: 'Viewing booked for Saturday' });
    const reread = await fetchEnquiries(client, { role: 'AGENCY', id: agencyId });
    expect(reread.find((enquiry) => enquiry.id === firstOfAgency.id)).toEqual(noted);
  });

  it('answers 404 for an unknown enquiry, and passes server failures on', async () => {
    expect(await failureOf(updateEnquiryStatus(client, { id: 987654321, status: 'NEW' }))).toMatchObject({
      status: 404,
      serverMessage: 'Enquiry not found with id: 987654321',
    });
    sandbox.faults.set('PATCH /api/enquiries/note/:id', { status: 500, body: { message: { en: 'Note store down' } } });
    expect(await failureOf(updateEnquiryNote(client, { id: 1, note: 'x' }))).toMatchObject({ status: 500, serverMessage: 'Note store down' });
    sandbox.faults.set('PATCH /api/enquiries/:id', { networkError: true });
    expect(await failureOf(updateEnquiryStatus(client, { id: 1, status: 'NEW' }))).toBeInstanceOf(NetworkError);
  });
});

describe('mergeEnquiry', () => {
  it('replaces the enquiry with the same id and keeps the rest', () => {
    const a = { id: 1, name: 'A', email: 'a@x.ae', status: 'NEW', createdAt: '2026-01-01' } as const;
    const b = { ...a, id: 2, name: 'B' };
    expect(mergeEnquiry([a, b], { ...b, status: 'RESOLVED' })).toEqual([a, { ...b, status: 'RESOLVED' }]);
    expect(mergeEnquiry(undefined, a)).toEqual([]);
  });
});
