// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emptyFileMessage, markupRefusedMessage } from '../../multipart/uploads';
import { call, messageOf, seed, serveTestSandbox } from './propertyHostTest.testing';

const sandbox = serveTestSandbox();
const seededImage = seed.properties[0]?.property.mainImageURL?.split('/').pop() ?? '';

describe('GET /api/media/{name}', () => {
  it('serves a placeholder SVG for an image the seed refers to', async () => {
    const response = await call(`/api/media/${seededImage}`, { token: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg /);
  });

  it('serves the placeholder so that, opened on its own, it runs no script and is not sniffed', async () => {
    const response = await call(`/api/media/${seededImage}`, { token: null });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/(^|;)\s*sandbox\s*(;|$)/);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it("shows the placeholder where the store is shared and another tab's copy of it is found there", async () => {
    const media = sandbox.db.media;
    // Demo mode: the placeholder another tab showed, read back from the shared cache with the type it was cached under.
    const cachedCopy = { type: 'image/svg+xml', bytes: new TextEncoder().encode('<svg/>') };
    media.find = (name) => Promise.resolve(name === seededImage ? cachedCopy : undefined);
    try {
      const response = await call(`/api/media/${seededImage}`, { token: null });
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-disposition')).toBeNull();
    } finally {
      delete media.find;
    }
  });

  it('answers 404 for a name nobody uploaded or seeded', async () => {
    const response = await call('/api/media/never-uploaded.jpg', { token: null });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('File not found: never-uploaded.jpg');
  });

  it('serves an upload with the type of its bytes, and its bytes', async () => {
    const gif = new TextEncoder().encode('GIF89a plan');
    const form = new FormData();
    form.set('file', new File([gif], 'plan.png', { type: 'image/png' }));
    const name = await (await call('/api/media/upload', { method: 'POST', body: form })).text();
    const served = await call(`/api/media/${name}`, { token: null });
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(gif);
  });

  it('refuses an empty file, and an SVG, with 400', async () => {
    const empty = new FormData();
    empty.set('file', new File([], 'empty.jpg', { type: 'image/jpeg' }));
    const refusedEmpty = await call('/api/media/upload', { method: 'POST', body: empty });
    expect(refusedEmpty.status).toBe(400);
    expect(await messageOf(refusedEmpty)).toBe(emptyFileMessage);
    const svg = new FormData();
    const script = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    svg.set('file', new File([script], 'logo.svg', { type: 'image/svg+xml' }));
    const refusedSvg = await call('/api/media/upload', { method: 'POST', body: svg });
    expect(refusedSvg.status).toBe(400);
    expect(await messageOf(refusedSvg)).toBe(markupRefusedMessage);
  });

  it('refuses an upload without a file or over 10 MB', async () => {
    const form = new FormData();
    form.set('folder', 'cover');
    expect(await messageOf(await call('/api/media/upload', { method: 'POST', body: form }))).toBe("Missing file field 'file'");
    const big = new FormData();
    big.set('file', new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.mp4'));
    expect((await call('/api/media/upload', { method: 'POST', body: big })).status).toBe(413);
  });
});
