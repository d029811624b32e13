// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from './fileStore';
import { fileResponse, MultipartError, readUploadedFile, storeUploadedFile, uniqueFileName } from './uploads';

const store = createFileStore();
const base = 'http://property.test';
const tenMegabytes = 10 * 1024 * 1024;

const server = setupServer(
  http.post(`${base}/api/media/upload`, async ({ request }) => {
    try {
      const { file, fields } = await readUploadedFile(request, { maxBytes: tenMegabytes });
      return HttpResponse.text(await storeUploadedFile(store, file, fields.folder ? { folder: fields.folder } : {}));
    } catch (error) {
      if (error instanceof MultipartError) return error.response();
      throw error;
    }
  }),
  http.get(`${base}/api/media/:filename`, ({ params }) => fileResponse(store.get(String(params.filename)), String(params.filename))),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => store.reset());
afterAll(() => server.close());

function upload(form: FormData) {
  return fetch(`${base}/api/media/upload`, { method: 'POST', body: form });
}

function formWith(file: Blob, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.set('file', file, name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

describe('uniqueFileName', () => {
  it('keeps a URL-safe stem and the extension, adding a counter until the name is free', () => {
    expect(uniqueFileName('Floor Plan.PNG', () => false)).toBe('floor-plan-1.png');
    expect(uniqueFileName('Floor Plan.PNG', (name) => name === 'floor-plan-1.png')).toBe('floor-plan-2.png');
    expect(uniqueFileName('Résidence  (v2)!.jpeg', () => false)).toBe('residence-v2-1.jpeg');
    expect(uniqueFileName('برج.png', () => false)).toBe('file-1.png');
    expect(uniqueFileName('README', () => false)).toBe('readme-1');
    expect(uniqueFileName(`${'x'.repeat(100)}.mp4`, () => false)).toBe(`${'x'.repeat(60)}-1.mp4`);
  });
});

describe('multipart uploads', () => {
  it('stores an upload under a unique name and serves it back with its type and bytes', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10]);
    const first = await upload(formWith(new Blob([bytes], { type: 'image/png' }), 'Villa Front.png', { folder: 'property-assets' }));
    expect(first.status).toBe(200);
    const name = await first.text();
    expect(name).toBe('villa-front-1.png');
    expect(await (await upload(formWith(new Blob([bytes], { type: 'image/png' }), 'Villa Front.png'))).text()).toBe('villa-front-2.png');
    expect(store.get(name)).toMatchObject({ type: 'image/png', originalName: 'Villa Front.png', folder: 'property-assets' });
    expect(store.get('villa-front-2.png')?.folder).toBeUndefined();

    const served = await fetch(`${base}/api/media/${name}`);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Content-Length')).toBe('6');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it('guesses the type from the extension when the client sends none', async () => {
    const name = await (await upload(formWith(new Blob(['a,b\n1,2']), 'properties.csv'))).text();
    expect(store.get(name)?.type).toBe('text/csv');
  });

  it('accepts a 10 MB file and refuses a larger one with 413', async () => {
    const exact = await upload(formWith(new Blob([new Uint8Array(tenMegabytes)], { type: 'video/mp4' }), 'tour.mp4'));
    expect(exact.status).toBe(200);
    expect(store.get(await exact.text())?.bytes.byteLength).toBe(tenMegabytes);
    const tooBig = await upload(formWith(new Blob([new Uint8Array(tenMegabytes + 1)]), 'tour.mp4'));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ message: { en: `File exceeds ${tenMegabytes} bytes` } });
  });

  it('refuses a body that is not multipart, or lacks the file field', async () => {
    const json = await fetch(`${base}/api/media/upload`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ message: { en: 'Expected a multipart/form-data body' } });
    const form = new FormData();
    form.set('file', 'just text');
    const missing = await upload(form);
    expect(await missing.json()).toEqual({ message: { en: "Missing file field 'file'" } });
    const broken = await fetch(`${base}/api/media/upload`, {
      method: 'POST',
      body: 'garbage',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(await broken.json()).toEqual({ message: { en: 'Malformed multipart body' } });
  });

  it('answers 404 for a file it does not hold', async () => {
    const response = await fetch(`${base}/api/media/missing.png`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: { en: 'File not found: missing.png' } });
  });
});
