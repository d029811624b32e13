// @vitest-environment node
import { propertyCsvColumns, roleIds } from '@marketplace/domain';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import type { HttpHandler } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessDeniedMessage } from '../resources/agencyAccess';
import { invalidTokenMessage } from '../resources/accountsHost/bearerAuth';
import { issueSandboxToken } from '../resources/accountsHost/demoAccounts';
import { sandboxTokenSecret } from '../resources/accountsHost/tokenSecret';
import { createTokenStore } from '../resources/accountsHost/tokenStore';
import { isPublicListing } from '../resources/propertyHost/propertyRecords';
import { unauthorizedMessage } from '../http/requestGuards';
import { startServer, type RunningSandboxServer } from '../server/startServer';

/*
 * Issue 14, tokens and agencies: the sandbox probed over real HTTP by a caller who holds the wrong
 * token, or another agency's. A bad token is a 401 on every route that reads one; another agency's
 * token gets a 403 where it names the demo agency and a 404 for the demo agency's records, changes
 * nothing, and lists only what is its own or public; the calls the specs make without a token answer
 * only what the spec shows them. Never a 5xx, each answer within a second.
 */

const answerWithinMs = 1000;
let server: RunningSandboxServer;
let demoToken = '';
let otherToken = '';
let expiredToken = '';
/** An FAQ of a demo agency listing that is not public: no one else may read or change it. */
let privateFaq: { readonly id: number; readonly itemId: number };

function db() {
  const sandbox = server.sandbox;
  if (!sandbox) throw new Error('the server runs its own sandbox');
  return sandbox.db;
}

function firstOf<T>(items: readonly T[], what: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`the seed needs ${what}`);
  return item;
}

function demoAgency() {
  return firstOf(db().accountAgencies.list((record) => record.email === demoAgencyCredentials.email), 'the demo agency');
}

/** Another agency that can sign in: the caller that must not reach the demo agency's data. */
function otherAgencyCredential() {
  return firstOf(
    db().signInCredentials.list((credential) => credential.roleId === roleIds.AGENCY && credential.email !== demoAgencyCredentials.email),
    'a second agency account',
  );
}

beforeAll(async () => {
  server = await startServer({ port: 0 });
  demoToken = issueSandboxToken(db(), demoAgencyCredentials.email);
  otherToken = issueSandboxToken(db(), otherAgencyCredential().email);
  // Signed with the server's own secret (the process's), but two hours ago for an hour.
  const twoHoursAgo = createTokenStore({ secret: sandboxTokenSecret(), now: () => Date.now() - 2 * 3600_000 });
  expiredToken = twoHoursAgo.issue({ roleId: roleIds.AGENCY, id: demoAgency().id }).token;
  // The seed's FAQs are all on public listings; the demo agency writes one on a listing still pending.
  const pendingListing = firstOf(db().properties.list((record) => record.agencyId === demoAgency().id && !isPublicListing(record)), 'a pending listing of the demo agency');
  const written = await send('POST', '/api/project-properties/faqs', demoToken, { faqType: 'PROPERTY', itemId: pendingListing.id, question: 'Parking?', answer: 'Two spaces.' });
  if (written.status !== 201) throw new Error(`could not write the private FAQ: ${written.status} ${written.message}`);
  privateFaq = written.body as { id: number; itemId: number };
});
afterAll(() => server.close());

interface Answer {
  readonly status: number;
  readonly message: string | undefined;
  readonly body: unknown;
}

/** Sends a request with `token` (none when null); checks the answer is no 5xx and quick. */
async function send(method: string, path: string, token: string | null, body?: unknown): Promise<Answer> {
  const headers = new Headers();
  if (token !== null) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers.set('Content-Type', 'application/json');
  }
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, { method, headers, body: payload });
  const text = await response.text();
  expect(performance.now() - started, `${method} ${path}`).toBeLessThan(answerWithinMs);
  expect(response.status, `${method} ${path}: ${text.slice(0, 200)}`).toBeLessThan(500);
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // a file or text answer
  }
  const message = (parsed as { message?: { en?: string } | string } | undefined)?.message;
  return { status: response.status, message: typeof message === 'string' ? message : message?.en, body: parsed };
}

/** A token the sandbox never signed, in the shapes a forger would try. */
function badTokens(): Record<string, string> {
  const [prefix, nonce, claims, signature] = otherToken.split('.');
  const decoded = JSON.parse(atob((claims ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  const asDemo = btoa(JSON.stringify({ ...decoded, i: demoAgency().id })).replace(/=+$/, '');
  return {
    garbage: 'garbage',
    expired: expiredToken,
    'claims edited to the demo agency, signature kept': `${prefix}.${nonce}.${asDemo}.${signature}`,
    'unsigned claims of the demo agency': `sbx.${nonce}.${asDemo}`,
  };
}

// The routes that read no token at all: sign-in, a media file (an <img> sends none) and the sandbox's own endpoints.
const tokenless = [/^POST \/api\/auth\/signin$/, /^GET \/api\/media\/:filename$/, /\/__sandbox\//];

/** Every route the server answers, as `METHOD /path` with its parameters filled in. */
function routes(): { readonly method: string; readonly path: string; readonly route: string }[] {
  const handlers = (server.sandbox?.handlers ?? []) as HttpHandler[];
  return handlers.flatMap((handler) => {
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path !== 'string') return [];
    const route = `${method} ${path}`;
    if (tokenless.some((pattern) => pattern.test(route))) return [];
    return [{ method, route, path: path.replace(/:[A-Za-z]+/g, '1') }];
  });
}

describe('a bad token, on every route that reads one', () => {
  it('covers the routes of both hosts', () => {
    const all = routes().map(({ route }) => route);
    expect(all.length).toBeGreaterThan(40);
    expect(all).toEqual(expect.arrayContaining(['PUT /api/profile', 'PATCH /api/enquiries/note/:id', 'GET /api/project-properties/faqs/search']));
  });

  for (const name of ['garbage', 'expired', 'claims edited to the demo agency, signature kept', 'unsigned claims of the demo agency']) {
    it(`answers a token (${name}) 401 in the host's words`, async () => {
      const token = badTokens()[name] ?? '';
      for (const { method, path, route } of routes()) {
        const answer = await send(method, path, token, method === 'GET' || method === 'DELETE' ? undefined : {});
        const accountsHost = path.startsWith('/api/auth/') || path === '/api/profile';
        expect({ route, status: answer.status, message: answer.message }).toEqual({
          route,
          status: 401,
          message: accountsHost ? invalidTokenMessage : unauthorizedMessage,
        });
      }
    });
  }
});

describe("another agency's token", () => {
  it("is refused 403 where it names the demo agency, and changes nothing", async () => {
    const agency = demoAgency();
    const uploader = firstOf(db().csvUploaders.list((record) => record.agencyId === agency.id), 'an uploader of the demo agency');
    const csv = new FormData();
    csv.set('file', new File([`${propertyCsvColumns.join(',')}\n`], 'properties.csv', { type: 'text/csv' }));
    csv.set('agentId', String(uploader.id));
    const member = { name: 'Layla Haddad', title: 'Consultant', imgUrl: '/api/media/layla.jpg', agency_login_id: agency.loginId };
    const property = { agencyId: agency.id, name: 'Creek Loft', amount: 1, description: 'A loft.', address: 'Dubai Creek', listingStatus: { id: 8 } };
    const counts = () => [db().properties.list().length, db().teamMembers.list().length, db().agentAgencyRelationships.list().length];
    const before = counts();

    const answers = {
      enquiries: await send('GET', `/api/enquiries/agency/${agency.id}`, otherToken),
      team: await send('GET', `/api/team-members/search?search=${encodeURIComponent(`agency_login_id==${agency.loginId}`)}`, otherToken),
      newMember: await send('POST', '/api/team-members', otherToken, member),
      newProperty: await send('POST', '/api/property', otherToken, property),
      relationships: await send('GET', `/api/admin/agent_agency_rs/agency/${agency.id}`, otherToken),
      invite: await send('POST', '/api/admin/agent_agency_rs/request', otherToken, { agencyId: agency.id, agentEmail: 'agent@x.ae', status: 'PENDING' }),
      csv: await send('POST', '/api/property/upload-csv', otherToken, csv),
    };

    for (const [call, answer] of Object.entries(answers)) {
      expect({ call, status: answer.status, message: answer.message }).toEqual({ call, status: 403, message: accessDeniedMessage });
    }
    expect(counts()).toEqual(before);
  });

  it("answers 404 for each of the demo agency's records, as for an unknown id, and changes nothing", async () => {
    const agency = demoAgency();
    const enquiry = firstOf(db().enquiries.list((record) => record.scope.agencyId === agency.id), 'an enquiry of the demo agency');
    const listing = firstOf(db().properties.list((record) => record.agencyId === agency.id), 'a listing of the demo agency');
    const member = firstOf(db().teamMembers.list((record) => String(record.agency_login_id) === String(agency.loginId)), 'a team member of the demo agency');
    const faq = firstOf(db().faqs.list((record) => db().properties.get(record.itemId)?.agencyId === agency.id), 'an FAQ of the demo agency');
    const relationship = firstOf(db().agentAgencyRelationships.list((record) => record.agencyId === agency.id), 'a relationship of the demo agency');
    const snapshot = () => JSON.stringify([
      db().enquiries.get(enquiry.id),
      db().properties.get(listing.id),
      db().teamMembers.get(member.id),
      db().faqs.get(faq.id),
      db().agentAgencyRelationships.get(relationship.relationshipId),
    ]);
    const before = snapshot();

    const answers = {
      note: await send('PATCH', `/api/enquiries/note/${enquiry.id}`, otherToken, { note: 'Mine now.' }),
      status: await send('PATCH', `/api/enquiries/${enquiry.id}`, otherToken, { status: 'CLOSED' }),
      updateProperty: await send('PUT', '/api/property', otherToken, { id: listing.id, agencyId: otherAgencyCredential().accountId, name: 'Mine now', amount: 1, description: 'Mine.', address: 'Mine', listingStatus: { id: 8 } }),
      deleteProperty: await send('DELETE', `/api/property/${listing.id}`, otherToken),
      rejectProperty: await send('PUT', `/api/property/reject/${listing.id}`, otherToken, { reason: 'Mine now.' }),
      readMember: await send('GET', `/api/team-members/${member.id}`, otherToken),
      updateMember: await send('PUT', `/api/team-members/${member.id}`, otherToken, { name: 'Mine', title: 'Mine', imgUrl: '/api/media/x.jpg' }),
      deleteMember: await send('DELETE', `/api/team-members/${member.id}`, otherToken),
      updateFaq: await send('PUT', `/api/project-properties/faqs/${faq.id}`, otherToken, { question: 'Mine?', answer: 'Mine.' }),
      deleteFaq: await send('DELETE', `/api/project-properties/faqs/${faq.id}`, otherToken),
      removeRelationship: await send('DELETE', `/api/admin/agent_agency_rs/remove?relationshipId=${relationship.relationshipId}`, otherToken),
    };

    for (const [call, answer] of Object.entries(answers)) expect({ call, status: answer.status }).toEqual({ call, status: 404 });
    expect(snapshot()).toBe(before);
  });

  it('lists only its own records, and other agencies\' public listings', async () => {
    const agency = demoAgency();
    const other = otherAgencyCredential();
    const demoEnquiryIds = new Set(db().enquiries.list((record) => record.scope.agencyId === agency.id).map((record) => record.id));
    const otherLoginId = db().accountAgencies.get(other.accountId)?.loginId;

    const enquiries = (await send('GET', '/api/enquiries', otherToken)).body as { id: number }[];
    const ownEnquiries = (await send('GET', `/api/enquiries/agency/${other.accountId}`, otherToken)).body as { id: number }[];
    const properties = (await send('GET', '/api/property/search?size=2000', otherToken)).body as { content: { id: number }[] };
    const faqs = (await send('GET', '/api/project-properties/faqs/search?size=2000', otherToken)).body as { content: { itemId: number }[] };
    const team = (await send('GET', `/api/team-members/search?size=2000&search=${encodeURIComponent(`agency_login_id==${otherLoginId}`)}`, otherToken)).body as { content: { id: number }[] };
    const pending = (await send('GET', `/api/auth/common/reviews?size=2000&search=${encodeURIComponent(`accLoginId==${agency.loginId} and status==PENDING`)}`, otherToken)).body as { content: unknown[] };

    expect(enquiries.filter((enquiry) => demoEnquiryIds.has(enquiry.id))).toEqual([]);
    expect(ownEnquiries.filter((enquiry) => demoEnquiryIds.has(enquiry.id))).toEqual([]);
    const demoPrivate = properties.content.filter((item) => {
      const record = db().properties.get(item.id);
      return record?.agencyId === agency.id && !isPublicListing(record);
    });
    expect(properties.content.length).toBeGreaterThan(0);
    expect(demoPrivate).toEqual([]);
    const unreadableFaqs = faqs.content.filter((faq) => {
      const record = db().properties.get(faq.itemId);
      return record?.agencyId === agency.id && !isPublicListing(record);
    });
    expect(unreadableFaqs).toEqual([]);
    expect(team.content.filter((member) => String(db().teamMembers.get(member.id)?.agency_login_id) !== String(otherLoginId))).toEqual([]);
    expect(pending.content).toEqual([]);
    // The demo agency's own token sees what the other's does not, so the checks above are not vacuous.
    const demoPending = (await send('GET', `/api/auth/common/reviews?size=2000&search=${encodeURIComponent(`accLoginId==${agency.loginId} and status==PENDING`)}`, demoToken)).body as { content: unknown[] };
    expect(demoPending.content.length).toBeGreaterThan(0);
    const demoFaqs = (await send('GET', '/api/project-properties/faqs/search?size=2000', demoToken)).body as { content: { id: number }[] };
    expect(demoFaqs.content.map((faq) => faq.id)).toContain(privateFaq.id);
    const demoProperties = (await send('GET', '/api/property/search?size=2000', demoToken)).body as { content: { id: number }[] };
    expect(demoProperties.content.some((item) => { const record = db().properties.get(item.id); return record !== undefined && !isPublicListing(record); })).toBe(true);
  });
});

describe('the calls the specs make without a token', () => {
  it('answer FAQs and relationships, but only of public listings for FAQs, and change only those', async () => {
    const agency = demoAgency();
    const faqs = await send('GET', '/api/project-properties/faqs/search?size=2000', null);
    const relationships = await send('GET', `/api/admin/agent_agency_rs/agency/${agency.id}`, null);
    const change = await send('PUT', `/api/project-properties/faqs/${privateFaq.id}`, null, { question: 'Open?', answer: 'Yes.' });
    const create = await send('POST', '/api/project-properties/faqs', null, { faqType: 'PROPERTY', itemId: privateFaq.itemId, question: 'Open?', answer: 'Yes.' });

    expect(faqs.status).toBe(200);
    const items = (faqs.body as { content: { itemId: number }[] }).content;
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((faq) => { const listing = db().properties.get(faq.itemId); return !listing || !isPublicListing(listing); })).toEqual([]);
    expect(relationships.status).toBe(200);
    expect(change.status).toBe(404);
    expect(create.status).toBe(404);
  });

  it('still need a session everywhere else: no token is a 401', async () => {
    const agency = demoAgency();
    for (const [method, path] of [
      ['GET', '/api/enquiries'],
      ['GET', `/api/enquiries/agency/${agency.id}`],
      ['GET', '/api/property/search'],
      ['GET', '/api/team-members/search'],
      ['POST', '/api/media/upload'],
      ['GET', '/api/profile'],
      ['GET', '/api/auth/common/reviews'],
    ] as const) {
      expect({ path, status: (await send(method, path, null)).status }).toEqual({ path, status: 401 });
    }
  });
});

describe('id query parameters', () => {
  it('refuses an id that is not a whole number with a 400 naming it', async () => {
    const agency = demoAgency();
    for (const agentId of ['abc', '1.5', '-3', '1e3', '9'.repeat(400)]) {
      const answer = await send('GET', `/api/property/search?agentId=${encodeURIComponent(agentId)}`, demoToken);
      expect({ agentId, status: answer.status, message: answer.message }).toEqual({ agentId, status: 400, message: expect.stringContaining("'agentId'") });
    }
    expect((await send('GET', '/api/property/search?agentId=7', demoToken)).status).toBe(200);
    const relationshipPage = await send('GET', `/api/admin/agent_agency_rs/agency/${agency.id}?page=abc`, demoToken);
    expect({ status: relationshipPage.status, message: relationshipPage.message }).toEqual({ status: 400, message: expect.stringContaining("'page'") });
    expect((await send('DELETE', `/api/admin/agent_agency_rs/remove?relationshipId=${'9'.repeat(400)}`, demoToken)).status).toBe(400);
    expect((await send('GET', `/api/admin/agent_agency_rs/agency/${'9'.repeat(400)}`, demoToken)).status).toBe(400);
    expect((await send('GET', `/api/auth/accounts/get?roleId=${'9'.repeat(400)}`, demoToken)).status).toBe(400);
  });
});
