// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore } from './fileStore';
import {
  emptyFileMessage,
  fileResponse,
  markupRefusedMessage,
  MultipartError,
  readUploadedFile,
  storeUploadedFile,
  uniqueFileName,
} from './uploads';

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
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const first = await upload(formWith(new Blob([bytes], { type: 'image/png' }), 'Villa Front.png', { folder: 'property-assets' }));
    expect(first.status).toBe(200);
    const name = await first.text();
    expect(name).toBe('villa-front-1.png');
    expect(await (await upload(formWith(new Blob([bytes], { type: 'image/png' }), 'Villa Front.png'))).text()).toBe('villa-front-2.png');
    expect(store.get(name)).toMatchObject({ type: 'image/png', originalName: 'Villa Front.png', folder: 'property-assets' });
    expect(store.get('villa-front-2.png')?.folder).toBeUndefined();

    const served = await fetch(`${base}/api/media/${name}`);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Content-Length')).toBe('8');
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

  it('refuses an empty file with 400 and stores nothing', async () => {
    const response = await upload(formWith(new Blob([], { type: 'image/png' }), 'empty.png'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: { en: emptyFileMessage } });
    expect(store.names()).toEqual([]);
  });

  it.each([
    ['an HTML page', 'page.html', 'text/html', '<!doctype html><script>alert(document.domain)</script>'],
    ['an SVG with script', 'logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['HTML named and typed as a PNG', 'photo.png', 'image/png', '\ufeff \n<html><body onload="alert(1)">'],
  ])('refuses %s with 400, whatever it claims to be', async (_, name, type, text) => {
    const response = await upload(formWith(new Blob([text], { type }), name));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: { en: markupRefusedMessage } });
    expect(store.names()).toEqual([]);
  });

  it('serves an upload as the type its bytes are, not the type it claimed, with nosniff', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const name = await (await upload(formWith(new Blob([png], { type: 'image/jpeg' }), 'photo.jpg'))).text();
    const served = await fetch(`${base}/api/media/${name}`);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Disposition')).toBeNull();
  });

  it('serves bytes that are no accepted image or video as a download, never as the type claimed', async () => {
    const name = await (await upload(formWith(new Blob(['not a picture at all'], { type: 'image/png' }), 'notes.png'))).text();
    const served = await fetch(`${base}/api/media/${name}`);
    expect(served.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(served.headers.get('Content-Disposition')).toBe(`attachment; filename="${name}"`);
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Security-Policy')).toMatch(/\bsandbox\b/);
    expect(await served.text()).toBe('not a picture at all');
  });

  it('answers 404 for a file it does not hold', async () => {
    const response = await fetch(`${base}/api/media/missing.png`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: { en: 'File not found: missing.png' } });
  });
});
