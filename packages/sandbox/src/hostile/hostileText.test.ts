// @vitest-environment node
import { demoAgencyCredentials, xssUrlVectors, xssVectors } from '@marketplace/domain/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningSandboxServer } from '../server/serve';

let server: RunningSandboxServer;

beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(() => server.close());

async function signIn(): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoAgencyCredentials.email, password: demoAgencyCredentials.password }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function get<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

function sandboxDb() {
  if (!server.sandbox) throw new Error('the server runs its own sandbox');
  return server.sandbox.db;
}

/** Every string in a value, however deep. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('POST /__sandbox/hostile-text', () => {
  it('puts the XSS corpus in shown text and addresses, every vector somewhere, while ids, e-mails, statuses and sign-in stay; reset takes it back', async () => {
    const before = sandboxDb().enquiries.list()[0]!;
    expect((await fetch(`${server.url}/__sandbox/hostile-text`, { method: 'POST' })).status).toBe(204);

    const after = sandboxDb().enquiries.get(before.id)!;
    expect(xssVectors).toContain(after.name);
    expect(xssVectors).toContain(after.message);
    expect({ id: after.id, email: after.email, phone: after.phone, status: after.status }).toEqual({ id: before.id, email: before.email, phone: before.phone, status: before.status });

    const stored = new Set(stringsIn(Object.entries(sandboxDb()).map(([, collection]) => (typeof collection === 'object' && collection !== null && 'list' in collection ? (collection as { list(): unknown[] }).list() : []))));
    expect(xssVectors.filter((vector) => !stored.has(vector))).toEqual([]);
    const agency = sandboxDb().accountAgencies.list()[0]!;
    expect(xssUrlVectors).toContain(agency.profilePicture);
    // The lookups a property refers to keep their names: the form's selects still match them.
    const property = sandboxDb().properties.list()[0]!;
    expect(xssVectors).not.toContain(property.constructionStatus?.name);

    // The demo agency still signs in and reads its enquiries, now hostile, over the API.
    const token = await signIn();
    const enquiries = await get<{ name: string }[]>(token, '/api/enquiries');
    expect(enquiries.length).toBeGreaterThan(0);
    expect(enquiries.filter(({ name }) => !xssVectors.includes(name))).toEqual([]);

    expect((await fetch(`${server.url}/__sandbox/reset`, { method: 'POST' })).status).toBe(204);
    expect(sandboxDb().enquiries.get(before.id)).toEqual(before);
  });
});
