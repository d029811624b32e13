import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { createApiClient, type ApiClientOptions } from './client';
import { ApiError, HttpError } from './errors';
import type { UploadProgress } from './upload';

// jsdom provides XMLHttpRequest here, and msw's XHR interceptor answers it (upload progress included).
// Its jsdom-to-Node conversion of the body loses file names and contents, so those are checked on
// what a scripted XHR is given (last describe block).
const property = 'https://property.test';
const csvResultSchema = z.object({ message: z.string(), data: z.unknown() });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({ propertyBaseUrl: property, accountsBaseUrl: 'https://accounts.test', getToken: () => 'tok-1', ...overrides });
}

function csvFile() {
  return new File(['name,amount\nVilla,1200000\n'], 'properties.csv', { type: 'text/csv' });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

function hangingUpload(path: string, hits = vi.fn()) {
  server.use(
    http.post(`${property}${path}`, async () => {
      hits();
      await delay('infinite');
      return HttpResponse.text('never');
    }),
  );
  return hits;
}

describe('upload', () => {
  it('posts the multipart fields with the bearer token, reports progress and decodes JSON', async () => {
    server.use(
      http.post(`${property}/api/property/upload-csv`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        return HttpResponse.json({
          message: 'File uploaded and properties saved successfully.',
          data: {
            agentId: form.get('agentId'),
            hasFile: typeof file === 'object' && file !== null,
            skipped: form.has('note'),
            auth: request.headers.get('authorization'),
          },
        });
      }),
    );
    const progress: UploadProgress[] = [];
    const answer = await client().upload({
      host: 'property',
      path: '/api/property/upload-csv',
      fields: { file: csvFile(), agentId: 12, note: undefined },
      schema: csvResultSchema,
      timeoutMs: 300_000,
      onProgress: (step) => progress.push(step),
    });
    expect(answer).toEqual({
      message: 'File uploaded and properties saved successfully.',
      data: { agentId: '12', hasFile: true, skipped: false, auth: 'Bearer tok-1' },
    });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.fraction).toBe(1);
    expect(progress.at(-1)?.loaded).toBe(progress.at(-1)?.total);
  });

  it('reads a text answer (the stored media name) and sends no token with auth: false', async () => {
    server.use(
      http.post(`${property}/api/media/upload`, async ({ request }) => {
        const form = await request.formData();
        return HttpResponse.text(`${String(form.get('folder'))}/stored.png|${request.headers.get('authorization')}`);
      }),
    );
    const answer = await client().upload({
      host: 'property',
      path: '/api/media/upload',
      fields: { file: new File(['png'], 'a.png', { type: 'image/png' }), folder: 'cover' },
      schema: z.string(),
      responseType: 'text',
      auth: false,
    });
    expect(answer).toBe('cover/stored.png|null');
  });

  it('is an HttpError with the server message and errors list', async () => {
    server.use(
      http.post(`${property}/api/property/upload-csv`, () =>
        HttpResponse.json({ message: 'Invalid CSV', errors: ['Row 2: amount must be a number'] }, { status: 400 }),
      ),
    );
    const error = await failure(client().upload({ host: 'property', path: '/api/property/upload-csv', fields: { file: csvFile() }, schema: csvResultSchema }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid CSV', errors: ['Row 2: amount must be a number'] });
  });

  it('is a DecodeError when the answer has the wrong shape', async () => {
    server.use(http.post(`${property}/api/property/upload-csv`, () => HttpResponse.json({ ok: true })));
    const error = await failure(client().upload({ host: 'property', path: '/api/property/upload-csv', fields: { file: csvFile() }, schema: csvResultSchema }));
    expect(error.kind).toBe('decode');
  });

  it('is a NetworkError when the connection fails', async () => {
    server.use(http.post(`${property}/api/property/upload-csv`, () => HttpResponse.error()));
    const error = await failure(client().upload({ host: 'property', path: '/api/property/upload-csv', fields: { file: csvFile() }, schema: csvResultSchema }));
    expect(error.kind).toBe('network');
  });

  it('is a TimeoutError once the timeout passes', async () => {
    hangingUpload('/api/property/upload-csv');
    const error = await failure(
      client().upload({ host: 'property', path: '/api/property/upload-csv', fields: { file: csvFile() }, schema: csvResultSchema, timeoutMs: 30 }),
    );
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 30 });
  });

  it('is an AbortError when cancelled, and sends nothing when already cancelled', async () => {
    const hits = hangingUpload('/api/property/upload-csv');
    const controller = new AbortController();
    const pending = client().upload({
      host: 'property',
      path: '/api/property/upload-csv',
      fields: { file: csvFile() },
      schema: csvResultSchema,
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(hits).toHaveBeenCalledTimes(1));
    controller.abort();
    expect((await failure(pending)).kind).toBe('abort');

    const again = await failure(
      client().upload({ host: 'property', path: '/api/property/upload-csv', fields: { file: csvFile() }, schema: csvResultSchema, signal: controller.signal }),
    );
    expect(again.kind).toBe('abort');
    expect(hits).toHaveBeenCalledTimes(1);
  });
});

/** Just enough of XMLHttpRequest to play the events msw never sends. */
class ScriptedXhr extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  open = vi.fn();
  setRequestHeader = vi.fn();
  send = vi.fn();
  abort = vi.fn();

  emitUpload(type: string, init: { loaded: number; total: number; lengthComputable: boolean }) {
    this.upload.dispatchEvent(new ProgressEvent(type, init));
  }
}

describe('upload held until ready', () => {
  it('creates no request until ready settles, then uploads', async () => {
    server.use(http.post(`${property}/api/media/upload`, () => HttpResponse.text('stored.csv')));
    let start!: () => void;
    const ready = new Promise<void>((resolve) => (start = resolve));
    const createXhr = vi.fn(() => new XMLHttpRequest());
    const pending = client({ ready, createXhr }).upload({ host: 'property', path: '/api/media/upload', fields: { file: csvFile() }, schema: z.string(), responseType: 'text' });
    for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(createXhr).not.toHaveBeenCalled();
    start();
    await expect(pending).resolves.toBe('stored.csv');
    expect(createXhr).toHaveBeenCalledTimes(1);
  });

  it('ends a held upload when cancelled, without creating it', async () => {
    const createXhr = vi.fn(() => new XMLHttpRequest());
    const controller = new AbortController();
    const pending = client({ ready: new Promise(() => undefined), createXhr }).upload({
      host: 'property',
      path: '/api/media/upload',
      fields: {},
      schema: z.string(),
      signal: controller.signal,
    });
    controller.abort();
    expect((await failure(pending)).kind).toBe('abort');
    expect(createXhr).not.toHaveBeenCalled();
  });
});

/** The client loads its XHR transport with the first upload, so events are scripted once the request is out. */
async function sentBy(xhr: ScriptedXhr) {
  await vi.waitFor(() => expect(xhr.send).toHaveBeenCalledTimes(1));
}

describe('upload with a scripted XMLHttpRequest', () => {
  function scripted() {
    const xhr = new ScriptedXhr();
    const c = client({ createXhr: () => xhr as unknown as XMLHttpRequest });
    return { xhr, c };
  }

  it('reports partial progress, ignores sizes it cannot compute, ends at 100% when answered and stops reporting once settled', async () => {
    const { xhr, c } = scripted();
    const onProgress = vi.fn();
    const pending = c.upload({ host: 'property', path: '/api/media/upload', fields: { file: csvFile() }, schema: z.string(), responseType: 'text', onProgress });
    await sentBy(xhr);
    xhr.emitUpload('progress', { loaded: 25, total: 100, lengthComputable: true });
    xhr.emitUpload('progress', { loaded: 50, total: 0, lengthComputable: false });
    xhr.status = 200;
    xhr.responseText = 'stored.png';
    xhr.dispatchEvent(new Event('load'));
    xhr.emitUpload('progress', { loaded: 100, total: 100, lengthComputable: true });
    await expect(pending).resolves.toBe('stored.png');
    // No upload 'load' or full progress came (a service worker in between swallows them): the answer completes it.
    expect(onProgress.mock.calls).toEqual([[{ loaded: 25, total: 100, fraction: 0.25 }], [{ loaded: 100, total: 100, fraction: 1 }]]);
    expect(xhr.open).toHaveBeenCalledWith('POST', `${property}/api/media/upload`);
    expect(xhr.setRequestHeader).toHaveBeenCalledWith('Authorization', 'Bearer tok-1');
    const sent = xhr.send.mock.calls[0]?.[0] as FormData;
    const file = sent.get('file') as File;
    expect(file.name).toBe('properties.csv');
    expect(await file.text()).toBe('name,amount\nVilla,1200000\n');
  });

  it('does not repeat 100% when the upload itself reported it', async () => {
    const { xhr, c } = scripted();
    const onProgress = vi.fn();
    const pending = c.upload({ host: 'property', path: '/api/media/upload', fields: {}, schema: z.string(), responseType: 'text', onProgress });
    await sentBy(xhr);
    xhr.emitUpload('progress', { loaded: 100, total: 100, lengthComputable: true });
    xhr.emitUpload('load', { loaded: 100, total: 100, lengthComputable: true });
    xhr.status = 200;
    xhr.responseText = 'stored.png';
    xhr.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBe('stored.png');
    expect(onProgress.mock.calls).toEqual([[{ loaded: 100, total: 100, fraction: 1 }]]);
  });

  it('treats an abort it did not start as a cancel, and aborts the request on timeout', async () => {
    const first = scripted();
    const dropped = first.c.upload({ host: 'property', path: '/api/x', fields: {}, schema: z.unknown() });
    await sentBy(first.xhr);
    first.xhr.dispatchEvent(new Event('abort'));
    expect((await failure(dropped)).kind).toBe('abort');

    const second = scripted();
    const slow = second.c.upload({ host: 'property', path: '/api/x', method: 'PUT', fields: {}, schema: z.unknown(), timeoutMs: 10 });
    expect((await failure(slow)).kind).toBe('timeout');
    expect(second.xhr.abort).toHaveBeenCalledTimes(1);
    expect(second.xhr.open).toHaveBeenCalledWith('PUT', `${property}/api/x`);
  });
});
