// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { call, messageOf, seed, serveTestSandbox } from './propertyHostTest.testing';

serveTestSandbox();
const seededImage = seed.properties[0]?.property.mainImageURL?.split('/').pop() ?? '';

describe('GET /api/media/{name}', () => {
  it('serves a placeholder SVG for an image the seed refers to', async () => {
    const response = await call(`/api/media/${seededImage}`, { token: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg /);
  });

  it('answers 404 for a name nobody uploaded or seeded', async () => {
    const response = await call('/api/media/never-uploaded.jpg', { token: null });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('File not found: never-uploaded.jpg');
  });

  it('serves an upload with its type and bytes', async () => {
    const form = new FormData();
    form.set('file', new File(['plan'], 'plan.png', { type: 'image/png' }));
    const name = await (await call('/api/media/upload', { method: 'POST', body: form })).text();
    const served = await call(`/api/media/${name}`, { token: null });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await served.text()).toBe('plan');
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
