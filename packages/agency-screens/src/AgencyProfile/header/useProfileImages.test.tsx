import { ApiProvider, type ApiClient } from '@marketplace/api-client';
import { en } from '@marketplace/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createMediaTestClient } from '../../shared/mediaSandbox.testing';
import { JsdomFile, serveSandbox, testHosts } from '../../shared/sandboxServer.testing';
import { useProfileImages, type ProfileImagesOptions } from './useProfileImages';

const { sandbox } = serveSandbox({ nodeFiles: true });
const text = en.agencyProfile;

/** A PNG's first bytes: the hook reads them before it uploads or crops. */
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `bytes` bytes that begins as a PNG does, of the given type. */
function image(name: string, bytes: number, type = 'image/png'): File {
  const content = new Uint8Array(bytes);
  content.set(pngSignature.slice(0, bytes));
  return new JsdomFile([content], name, { type });
}

/** A file whose type and name say PNG but whose bytes are a PDF's. */
function disguisedPdf(name: string): File {
  return new JsdomFile([new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj')], name, { type: 'image/png' });
}

function setup(options: ProfileImagesOptions = {}, client: ApiClient = createMediaTestClient(testHosts)) {
  const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider client={client}>{children}</ApiProvider>;
  return renderHook(() => useProfileImages(options), { wrapper });
}

function storedName(path: string): string {
  return decodeURIComponent(path.replace(/^\/api\/media\//, ''));
}

describe('useProfileImages: the profile picture on the sandbox', { timeout: 15_000 }, () => {
  it("uploads a picture to the 'profile' folder and gives its /api/media path for the form", async () => {
    const onPictureUploaded = vi.fn();
    const { result } = setup({ onPictureUploaded });
    act(() => result.current.choosePicture(image('marina-logo.png', 4096)));
    await waitFor(() => expect(result.current.picture.url).not.toBeNull(), { timeout: 5000 });
    const url = result.current.picture.url ?? '';
    expect(url).toMatch(/^\/api\/media\/.+\.png$/);
    expect(onPictureUploaded).toHaveBeenCalledWith(url);
    expect(result.current.picture).toMatchObject({ isUploading: false, error: null });
    expect(sandbox.db.media.get(storedName(url))).toMatchObject({ folder: 'profile', type: 'image/png' });
  });

  it('refuses a picture over 2 MB without uploading', async () => {
    const onPictureUploaded = vi.fn();
    const { result } = setup({ onPictureUploaded });
    act(() => result.current.choosePicture(image('huge-logo.png', 2 * 1024 * 1024 + 1)));
    expect(result.current.picture.error).toBe('Profile image upload failed: File size should not exceed 2MB');
    expect(result.current.picture.isUploading).toBe(false);
    act(() => result.current.clearPictureError());
    expect(result.current.picture.error).toBeNull();
    expect(onPictureUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image', () => {
    const { result } = setup();
    act(() => result.current.choosePicture(image('brochure.pdf', 100, 'application/pdf')));
    expect(result.current.picture.error).toBe(text.profileImageUploadFailed(en.files.notAnImage));
  });

  it('refuses SVG, which can carry script, without uploading', () => {
    const onPictureUploaded = vi.fn();
    const { result } = setup({ onPictureUploaded });
    act(() => result.current.choosePicture(new JsdomFile(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' })));
    expect(result.current.picture.error).toBe(text.profileImageUploadFailed(en.files.notAnImage));
    expect(onPictureUploaded).not.toHaveBeenCalled();
  });

  it('refuses a file whose bytes are not an image, whatever its type and name say', async () => {
    const onPictureUploaded = vi.fn();
    const { result } = setup({ onPictureUploaded });
    act(() => result.current.choosePicture(disguisedPdf('logo.png')));
    await waitFor(() => expect(result.current.picture.error).toBe(text.profileImageUploadFailed(en.files.notAnImage)));
    expect(result.current.picture.isUploading).toBe(false);
    expect(onPictureUploaded).not.toHaveBeenCalled();
  });

  it("shows the server's message when the upload is refused", async () => {
    sandbox.faults.set('POST /api/media/upload', { status: 507, body: { message: { en: 'Storage is full' } } });
    const { result } = setup();
    act(() => result.current.choosePicture(image('logo.png', 1024)));
    await waitFor(() => expect(result.current.picture.error).toBe('Profile image upload failed: Storage is full'), { timeout: 5000 });
    expect(result.current.picture).toMatchObject({ isUploading: false, url: null });
  });

  it('shows the status when the server gives no message', async () => {
    sandbox.faults.set('POST /api/media/upload', { status: 500 });
    const { result } = setup();
    act(() => result.current.choosePicture(image('logo.png', 1024)));
    await waitFor(() => expect(result.current.picture.error).toMatch(/^Profile image upload failed: Upload failed: 500 - /), { timeout: 5000 });
  });

  it('shows the connection message on a network failure', async () => {
    sandbox.faults.set('POST /api/media/upload', { networkError: true });
    const { result } = setup();
    act(() => result.current.choosePicture(image('logo.png', 1024)));
    await waitFor(() => expect(result.current.picture.error).toBe(text.profileImageUploadFailed(en.bulkUpload.networkErrorScreen)), {
      timeout: 5000,
    });
  });

  it('cancels the upload when unmounted', async () => {
    const onAbort = vi.fn();
    const onPictureUploaded = vi.fn();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { result, unmount } = setup({ onPictureUploaded }, createMediaTestClient(testHosts, { gate: () => held, onAbort }));
    act(() => result.current.choosePicture(image('logo.png', 1024)));
    await waitFor(() => expect(result.current.picture.progress).toBeGreaterThan(0), { timeout: 5000 });
    unmount();
    release();
    expect(onAbort).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onPictureUploaded).not.toHaveBeenCalled();
  });
});

describe('useProfileImages: the cover', { timeout: 15_000 }, () => {
  it("opens the crop on a chosen cover and uploads the cropped JPEG to the 'cover' folder", async () => {
    const created: string[] = [];
    const revoked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      created.push(`blob:cover-${created.length}`);
      return created[created.length - 1] ?? '';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
    const onCoverUploaded = vi.fn();
    const { result } = setup({ onCoverUploaded });
    // A 5 MB camera photo: over the picture's 2 MB, within the cover source's 10 MB.
    act(() => result.current.chooseCover(image('dubai-marina.png', 5 * 1024 * 1024)));
    await waitFor(() => expect(result.current.coverToCrop).toBe('blob:cover-0'));
    // The hook wraps the crop in a File as a browser would; that File must be jsdom's, like the ones chosen.
    act(() => {
      vi.stubGlobal('File', JsdomFile);
      result.current.applyCover(new Blob([new Uint8Array(2048)], { type: 'image/jpeg' }));
      vi.stubGlobal('File', NodeFile);
    });
    expect(result.current.coverToCrop).toBeNull();
    await waitFor(() => expect(result.current.cover.url).not.toBeNull(), { timeout: 5000 });
    const url = result.current.cover.url ?? '';
    expect(url).toMatch(/^\/api\/media\/dubai-marina.*\.jpg$/);
    expect(onCoverUploaded).toHaveBeenCalledWith(url);
    expect(sandbox.db.media.get(storedName(url))).toMatchObject({ folder: 'cover', type: 'image/jpeg' });
    await waitFor(() => expect(revoked).toEqual(['blob:cover-0']));
  });

  it('refuses a cover over 10 MB, and one that is not an image', () => {
    const { result } = setup();
    act(() => result.current.chooseCover(image('huge.png', 10 * 1024 * 1024 + 1)));
    expect(result.current.cover.error).toBe('Cover image upload failed: File size should not exceed 10MB');
    act(() => result.current.chooseCover(image('notes.txt', 10, 'text/plain')));
    expect(result.current.cover.error).toBe(text.coverImageUploadFailed(en.files.notAnImage));
    expect(result.current.coverToCrop).toBeNull();
  });

  it('does not open the crop for a file whose bytes are not an image, nor for SVG', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL');
    const { result } = setup();
    act(() => result.current.chooseCover(disguisedPdf('dubai-marina.jpg')));
    await waitFor(() => expect(result.current.cover.error).toBe(text.coverImageUploadFailed(en.files.notAnImage)));
    act(() => result.current.clearCoverError());
    act(() => result.current.chooseCover(new JsdomFile(['<svg/>'], 'skyline.svg', { type: 'image/svg+xml' })));
    expect(result.current.cover.error).toBe(text.coverImageUploadFailed(en.files.notAnImage));
    expect(result.current.coverToCrop).toBeNull();
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
