import { imageLimits } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { checkPropertyImage } from './checkPropertyImage';
import { propertyImageFiles as files } from './stories/propertyImageFiles';

describe('checkPropertyImage', () => {
  it('accepts a PNG, and a WebP in the create form', async () => {
    await expect(checkPropertyImage(files.png(), 'create')).resolves.toEqual({ ok: true });
    await expect(checkPropertyImage(files.png(), 'edit')).resolves.toEqual({ ok: true });
    await expect(checkPropertyImage(files.webp(), 'create')).resolves.toEqual({ ok: true });
  });

  it('refuses a WebP in the edit form, by its type and by its bytes under another name', async () => {
    await expect(checkPropertyImage(files.webp(), 'edit')).resolves.toEqual({ ok: false, reason: 'unsupported-type' });
    const renamed = new File([await files.webp().arrayBuffer()], 'plan.png', { type: 'image/png' });
    await expect(checkPropertyImage(renamed, 'edit')).resolves.toEqual({ ok: false, reason: 'unsupported-type' });
  });

  it('refuses a file of another type, by MIME type and extension', async () => {
    const pdf = new File(['%PDF-1.7'], 'brochure.pdf', { type: 'application/pdf' });
    await expect(checkPropertyImage(pdf, 'create')).resolves.toEqual({ ok: false, reason: 'unsupported-type' });
    await expect(checkPropertyImage(pdf, 'edit')).resolves.toEqual({ ok: false, reason: 'unsupported-type' });
  });

  it('refuses text named as a PNG by its bytes', async () => {
    await expect(checkPropertyImage(files.textNamedPng(), 'create')).resolves.toEqual({ ok: false, reason: 'not-an-image' });
  });

  it('refuses 0 bytes', async () => {
    await expect(checkPropertyImage(files.empty(), 'create')).resolves.toEqual({ ok: false, reason: 'empty' });
  });

  it('takes exactly 5 MB and refuses one byte more', async () => {
    await expect(checkPropertyImage(files.tooLarge(), 'create')).resolves.toEqual({ ok: false, reason: 'too-large' });
    const png = new Uint8Array(imageLimits.propertyImageMaxBytes);
    png.set(new Uint8Array(await files.png().arrayBuffer()));
    await expect(checkPropertyImage(new File([png], 'big.png', { type: 'image/png' }), 'edit')).resolves.toEqual({ ok: true });
  });

  it('refuses a file that can no longer be read', async () => {
    const gone = files.png();
    Object.defineProperty(gone, 'slice', { value: () => ({ arrayBuffer: () => Promise.reject(new Error('NotReadableError')) }) });
    await expect(checkPropertyImage(gone, 'create')).resolves.toEqual({ ok: false, reason: 'unreadable' });
  });
});
