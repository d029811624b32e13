// @vitest-environment node
import { faqLimits, profileTextMaxLengths, propertyCsvColumns, reviewLimits, storedTextMaxLengths } from '@marketplace/domain';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyMaxDepth, unknownFieldMaxChars } from '../http/textLimits';
import { startServer, type RunningSandboxServer } from '../server/serve';

/*
 * Text a hostile (or careless) client writes, over the real HTTP server: every text field a screen
 * writes has a limit, and one character past it is a 400 naming the field, never stored; an unknown
 * field is dropped only while it is small; never a 5xx, each answer within a second.
 */

const quickMs = 1000;
const { line, email, phone, note, richDescription, other } = storedTextMaxLengths;
let server: RunningSandboxServer;
let token = '';

beforeAll(async () => {
  server = await startServer({ port: 0 });
});
// A reset signs everyone out, so each test signs in afresh.
beforeEach(async () => {
  const response = await fetch(`${server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoAgencyCredentials.email, password: demoAgencyCredentials.password }),
  });
  token = ((await response.json()) as { token: string }).token;
});
afterEach(() => server.sandbox?.reset());
afterAll(() => server.close());

function db() {
  const sandbox = server.sandbox;
  if (!sandbox) throw new Error('the server runs its own sandbox');
  return sandbox.db;
}

function demoAgency() {
  const agency = db().accountAgencies.list((record) => record.email === demoAgencyCredentials.email)[0];
  if (!agency) throw new Error('the seed needs the demo agency');
  return agency;
}

function firstOf<T>(items: readonly T[], what: string): T {
  const [item] = items;
  if (item === undefined) throw new Error(`the seed needs ${what}`);
  return item;
}

/** Sends JSON as the demo agency; checks that the answer is no 5xx and quick. */
async function send(method: string, path: string, body: unknown): Promise<{ status: number; message: string | undefined }> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  expect(performance.now() - started).toBeLessThan(quickMs);
  expect(response.status).toBeLessThan(500);
  const parsed = text ? (JSON.parse(text) as { message?: { en?: string } | string }) : {};
  return { status: response.status, message: typeof parsed.message === 'string' ? parsed.message : parsed.message?.en };
}

interface Case {
  readonly route: string;
  readonly field: string;
  readonly max: number;
  readonly write: (text: string) => Promise<{ status: number; message: string | undefined }>;
  readonly stored?: () => unknown;
  /** The refusal's message when the route words it its own way. */
  readonly message?: string;
}

function cases(): Case[] {
  const agency = demoAgency();
  const enquiry = firstOf(db().enquiries.list((record) => record.scope.agencyId === agency.id), 'an enquiry of the demo agency');
  const listing = firstOf(db().properties.list((record) => record.agencyId === agency.id), 'a listing of the demo agency');
  const faq = firstOf(db().faqs.list((record) => db().properties.get(record.itemId)?.agencyId === agency.id), 'an FAQ of the demo agency');
  const member = { name: 'Layla Haddad', title: 'Leasing Consultant', imgUrl: '/api/media/layla.jpg', email: 'layla@marinahomes.ae', mobile: '0501234567' };
  const property = { agencyId: agency.id, name: 'Creek Loft', amount: 1, description: 'A loft.', address: 'Dubai Creek Harbour', listingStatus: { id: 8 } };
  const review = { accLoginId: agency.loginId, review: 'Quick and honest.', ratingCount: 5, status: 'PENDING' };
  const faqDraft = { faqType: 'PROPERTY', itemId: faq.itemId, question: 'Is there a pool?', answer: 'Yes.' };
  const withText = (base: object, field: string) => (text: string) => ({ ...base, [field]: text });
  const sendAs = (method: string, path: string, body: (text: string) => unknown) => (text: string) => send(method, path, body(text));
  return [
    { route: 'PATCH enquiry note', field: 'note', max: note, write: sendAs('PATCH', `/api/enquiries/note/${enquiry.id}`, (text) => ({ note: text })), stored: () => db().enquiries.get(enquiry.id)?.note },
    { route: 'PUT profile', field: 'description', max: profileTextMaxLengths.description, write: sendAs('PUT', '/api/profile', (text) => ({ description: text })), stored: () => db().accountAgencies.get(agency.id)?.description },
    { route: 'PUT profile', field: 'name', max: profileTextMaxLengths.name, write: sendAs('PUT', '/api/profile', (text) => ({ name: text })), stored: () => db().accountAgencies.get(agency.id)?.name },
    { route: 'PUT profile', field: 'coverImageURL', max: other, write: sendAs('PUT', '/api/profile', (text) => ({ coverImageURL: text })) },
    { route: 'POST review', field: 'review', max: reviewLimits.maxLength, write: sendAs('POST', '/api/auth/common/reviews', withText(review, 'review')), message: `Review must be at most ${reviewLimits.maxLength} characters` },
    ...(['name', 'title'] as const).map((field) => ({ route: 'POST team member', field, max: line, write: sendAs('POST', '/api/team-members', withText({ ...member, agency_login_id: agency.loginId }, field)) })),
    { route: 'PUT team member', field: 'name', max: line, write: sendAs('PUT', `/api/team-members/${firstOf(db().teamMembers.list((record) => String(record.agency_login_id) === String(agency.loginId)), 'a team member of the demo agency').id}`, withText({ ...member, email: 'edited@marinahomes.ae' }, 'name')) },
    { route: 'POST FAQ', field: 'question', max: faqLimits.questionMaxLength, write: sendAs('POST', '/api/project-properties/faqs', withText(faqDraft, 'question')) },
    { route: 'PUT FAQ', field: 'answer', max: faqLimits.answerMaxLength, write: sendAs('PUT', `/api/project-properties/faqs/${faq.id}`, withText(faqDraft, 'answer')), stored: () => db().faqs.get(faq.id)?.answer },
    ...(['name', 'address'] as const).map((field) => ({ route: 'POST property', field, max: line, write: sendAs('POST', '/api/property', withText(property, field)) })),
    { route: 'PUT property', field: 'description', max: richDescription, write: sendAs('PUT', '/api/property', withText({ ...property, id: listing.id }, 'description')), stored: () => db().properties.get(listing.id)?.description },
    { route: 'POST property', field: 'mainImageURL', max: other, write: sendAs('POST', '/api/property', withText(property, 'mainImageURL')) },
    { route: 'PUT reject', field: 'reason', max: note, write: sendAs('PUT', `/api/property/reject/${listing.id}`, (text) => ({ reason: text })) },
  ];
}

describe('text over its field limit', () => {
  it('refuses, on every route a screen writes with, one character past the limit with a 400 naming the field, and stores nothing', async () => {
    for (const { route, field, max, write, stored, message } of cases()) {
      const before = stored?.();
      const refused = await write('x'.repeat(max + 1));
      const expected = message ?? `${field}: Too big: expected string to have <=${max} characters`;
      expect({ route, field, ...refused }).toEqual({ route, field, status: 400, message: expect.stringContaining(expected) });
      if (stored) expect(stored(), `${route} ${field}`).toEqual(before);
    }
  });

  it('takes text of exactly the limit', async () => {
    for (const { route, field, max, write } of cases()) {
      const answer = await write('x'.repeat(max));
      expect(answer.status, `${route} ${field}: ${answer.message}`).toBeLessThan(300);
    }
  });

  it('refuses the invited e-mail, team member e-mail and mobile past their limits', async () => {
    const agency = demoAgency();
    const invite = await send('POST', '/api/admin/agent_agency_rs/request', { agencyId: agency.id, agentEmail: `${'a'.repeat(email)}@x.ae`, status: 'PENDING' });
    expect(invite).toEqual({ status: 400, message: `Validation failed: agentEmail: Too big: expected string to have <=${email} characters` });
    const member = { name: 'Layla Haddad', title: 'Consultant', imgUrl: '/api/media/layla.jpg', agency_login_id: agency.loginId };
    const mobile = await send('POST', '/api/team-members', { ...member, mobile: '0'.repeat(phone + 1) });
    expect(mobile).toEqual({ status: 400, message: `Validation failed: mobile: Too big: expected string to have <=${phone} characters` });
  });

  it('refuses a CSV row whose name is past the limit, naming the row and the column, and saves nothing', async () => {
    const agency = demoAgency();
    const uploader = firstOf(db().csvUploaders.list((record) => record.agencyId === agency.id), 'an uploader of the demo agency');
    const cells: Record<string, string> = { name: 'x'.repeat(line + 1), amount: '1500000', landArea: '800', address: 'Dubai Creek Harbour', description: 'A loft.' };
    const csv = `${propertyCsvColumns.join(',')}\n${propertyCsvColumns.map((column) => cells[column] ?? '').join(',')}`;
    const form = new FormData();
    form.set('file', new File([csv], 'properties.csv', { type: 'text/csv' }));
    form.set('agentId', String(uploader.id));
    const count = db().properties.list().length;

    const response = await fetch(`${server.url}/api/property/upload-csv`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [`Row 2, name: Too big: expected string to have <=${line} characters`] });
    expect(db().properties.list()).toHaveLength(count);
  });
});

describe('unknown fields and nesting', () => {
  it('drops a small unknown field beside a valid one, and refuses a large one naming it', async () => {
    const enquiry = firstOf(db().enquiries.list((record) => record.scope.agencyId === demoAgency().id), 'an enquiry of the demo agency');
    const path = `/api/enquiries/note/${enquiry.id}`;

    expect((await send('PATCH', path, { note: 'Called back.', extra: 'x'.repeat(100) })).status).toBe(200);
    expect(await send('PATCH', path, { note: 'Called twice.', extra: 'x'.repeat(unknownFieldMaxChars) })).toEqual({
      status: 400,
      message: `Invalid request body: extra: unknown field larger than ${unknownFieldMaxChars} characters`,
    });
    expect(await send('PATCH', path, { note: 'Called twice.', extra: Array.from({ length: unknownFieldMaxChars }, () => 1) })).toMatchObject({ status: 400 });
    expect(await send('PUT', '/api/profile', { description: 'Ours.', extra: 'x'.repeat(unknownFieldMaxChars) })).toEqual({
      status: 400,
      message: `extra: unknown field larger than ${unknownFieldMaxChars} characters`,
    });
    expect(db().enquiries.get(enquiry.id)?.note).toBe('Called back.');
  });

  it('refuses a 5 MB unknown field beside a valid one with 413 before reading it', async () => {
    const enquiry = firstOf(db().enquiries.list((record) => record.scope.agencyId === demoAgency().id), 'an enquiry of the demo agency');
    const huge = JSON.stringify({ note: 'Fine.', extra: 'x'.repeat(5 * 1024 * 1024) });
    expect((await send('PATCH', `/api/enquiries/note/${enquiry.id}`, huge)).status).toBe(413);
    expect((await send('PUT', '/api/profile', huge)).status).toBe(413);
  });

  it(`refuses nesting deeper than ${bodyMaxDepth} levels with a 400, however deep`, async () => {
    for (const depth of [bodyMaxDepth + 1, 100_000]) {
      const deep = `{"description":"Ours.","areas":${'['.repeat(depth)}${']'.repeat(depth)}}`;
      const answer = await send('PUT', '/api/profile', deep);
      expect(answer.status).toBe(400);
      const note = await send('PATCH', '/api/enquiries/note/1', `{"note":"x","extra":${'['.repeat(depth)}${']'.repeat(depth)}}`);
      expect(note.status).toBe(400);
    }
  });
});
