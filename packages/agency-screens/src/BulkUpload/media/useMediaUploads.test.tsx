import { ApiProvider, type ApiClient } from '@marketplace/api-client';
import { en, type UploadedMediaItem } from '@marketplace/domain';
import { createSeededRandom, createUploadedMediaItem } from '@marketplace/domain/fixtures';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BulkUploadNotice, BulkUploadNoticePresentation } from '../bulkUploadNotice';
import { mediaListStorageKey, type MediaListStorage } from './mediaListStorage';
import { createMediaTestClient } from '../../shared/mediaSandbox.testing';
import { JsdomFile, serveSandbox, testHosts } from '../../shared/sandboxServer.testing';
import { useMediaUploads, type MediaUploadsOptions } from './useMediaUploads';

const { sandbox } = serveSandbox({ nodeFiles: true });
afterEach(() => vi.useRealTimers());

const titles = en.bulkUpload.modalTitles;
const bodies = en.bulkUpload.modalBodies;

/** A file that starts as a JPEG does: the sandbox serves uploads as what their bytes are. */
function image(name = 'villa.jpg', bytes = 2048): File {
  const content = new Uint8Array(bytes);
  content.set([0xff, 0xd8, 0xff, 0xe0]);
  return new JsdomFile([content], name, { type: 'image/jpeg' });
}

/** Holds every upload at 50% until released, so a test can look at uploads in flight. */
function progressGate() {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { wait: () => opened, release };
}

function memoryStorage(initial: unknown[] = []): MediaListStorage & { saved: () => unknown } {
  const values = new Map<string, string>();
  if (initial.length > 0) values.set(mediaListStorageKey, JSON.stringify(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    saved: () => JSON.parse(values.get(mediaListStorageKey) ?? 'null') as unknown,
  };
}

interface SetupOptions extends Partial<MediaUploadsOptions> {
  client?: ApiClient;
}

function setup({ client = createMediaTestClient(testHosts), ...options }: SetupOptions = {}) {
  const notices: { notice: BulkUploadNotice; presentation: BulkUploadNoticePresentation }[] = [];
  const notify = vi.fn((notice: BulkUploadNotice, presentation: BulkUploadNoticePresentation) => {
    notices.push({ notice, presentation });
  });
  const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider client={client}>{children}</ApiProvider>;
  const rendered = renderHook(() => useMediaUploads({ notify, storage: null, ...options }), { wrapper });
  return { ...rendered, notify, notices };
}

function typical(seed: number): UploadedMediaItem {
  return createUploadedMediaItem(createSeededRandom(seed));
}

describe('useMediaUploads on the sandbox', () => {
  it('uploads a choice of files at once, each with its own progress, and lists their absolute URLs', async () => {
    const gate = progressGate();
    const { result, notices } = setup({ client: createMediaTestClient(testHosts, { gate: gate.wait }) });
    act(() => result.current.onFilesChosen([image('Living Room.jpg'), new JsdomFile(['tour'], 'tour.mp4', { type: 'video/mp4' })]));
    expect(result.current.uploads.map(({ name }) => name)).toEqual(['Living Room.jpg', 'tour.mp4']);
    await waitFor(() => expect(result.current.uploads.map(({ percent }) => percent)).toEqual([50, 50]));
    gate.release();
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.uploads).toEqual([]);
    const urls = result.current.items.map((item) => item.url).sort();
    expect(urls).toEqual(['http://property.test/api/media/living-room-1.jpg', 'http://property.test/api/media/tour-1.mp4']);
    expect(sandbox.db.media.get('living-room-1.jpg')).toMatchObject({ folder: 'property-assets', type: 'image/jpeg' });
    expect(result.current.items.find((item) => item.name === 'tour.mp4')).toMatchObject({ type: 'video/mp4', size: 4 });
    // The listed URL serves the file uploaded, its type and bytes: a 200 alone passes for any answer.
    const served = await fetch(urls[0] ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await served.arrayBuffer()).byteLength).toBe(2048);
    // One notice for the whole choice, as a toast.
    await waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toEqual({
      notice: { tone: 'success', title: titles.mediaUploaded, message: bodies.mediaUploaded(2) },
      presentation: 'toast',
    });
  });

  it('refuses files the shared validator refuses, each in a modal, and still uploads the rest', async () => {
    const { result, notices } = setup();
    const tooLarge = new JsdomFile([new Uint8Array(10 * 1024 * 1024 + 1)], 'drone.mp4', { type: 'video/mp4' });
    const text = new JsdomFile(['hello'], 'notes.txt', { type: 'text/plain' });
    act(() => result.current.onFilesChosen([tooLarge, image('pool.png'), text]));
    expect(notices.slice(0, 2)).toEqual([
      {
        notice: { tone: 'danger', title: titles.mediaUploadFailed, message: 'drone.mp4: File size should not exceed 10MB' },
        presentation: 'modal',
      },
      {
        notice: { tone: 'danger', title: titles.mediaUploadFailed, message: `notes.txt: ${en.files.mediaInvalidType}` },
        presentation: 'modal',
      },
    ]);
    expect(result.current.uploads.map(({ name }) => name)).toEqual(['pool.png']);
    await waitFor(() => expect(result.current.items.map(({ name }) => name)).toEqual(['pool.png']));
    await waitFor(() => expect(notices[2]?.notice.message).toBe(bodies.mediaUploaded(1)));
    expect(sandbox.db.media.names().filter((name) => name.startsWith('drone') || name.startsWith('notes'))).toEqual([]);
  });

  it("reports a server failure with the status and the answer's text, and counts only what succeeded", async () => {
    sandbox.faults.set('POST /api/media/upload', { status: 500, body: 'Disk full', times: 1 });
    const { result, notices } = setup();
    act(() => result.current.onFilesChosen([image('a.jpg')]));
    await waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toEqual({
      notice: { tone: 'danger', title: titles.mediaUploadFailed, message: 'a.jpg: Upload failed: 500 - Disk full' },
      presentation: 'modal',
    });
    expect(result.current.items).toEqual([]);
    await waitFor(() => expect(result.current.uploads).toEqual([]));
  });

  it("shows the server's own message, and the network message when the server cannot be reached", async () => {
    sandbox.faults.set('POST /api/media/upload', { status: 413, body: { message: { en: 'File exceeds the quota' } }, times: 1 });
    const { result, notices } = setup();
    act(() => result.current.onFilesChosen([image('a.jpg')]));
    await waitFor(() => expect(notices[0]?.notice.message).toBe('a.jpg: File exceeds the quota'));
    sandbox.faults.set('POST /api/media/upload', { networkError: true, times: 1 });
    act(() => result.current.onFilesChosen([image('b.jpg')]));
    await waitFor(() => expect(notices[1]?.notice.message).toBe(`b.jpg: ${en.bulkUpload.networkError}`));
    expect(notices.map(({ presentation }) => presentation)).toEqual(['modal', 'modal']);
  });

  it('cancels one upload without a notice while the others go on', async () => {
    const gate = progressGate();
    const { result, notices } = setup({ client: createMediaTestClient(testHosts, { gate: gate.wait }) });
    act(() => result.current.onFilesChosen([image('keep.jpg'), image('drop.jpg')]));
    await waitFor(() => expect(result.current.uploads.every(({ percent }) => percent === 50)).toBe(true));
    const dropped = result.current.uploads.find(({ name }) => name === 'drop.jpg');
    act(() => result.current.onCancelUpload(dropped?.id ?? ''));
    expect(result.current.uploads.map(({ name }) => name)).toEqual(['keep.jpg']);
    gate.release();
    await waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]?.notice).toMatchObject({ title: titles.mediaUploaded, message: bodies.mediaUploaded(1) });
    expect(result.current.items.map(({ name }) => name)).toEqual(['keep.jpg']);
    expect(sandbox.db.media.has('drop-1.jpg')).toBe(false);
  });

  it('aborts running uploads on unmount and reports nothing afterwards', async () => {
    const gate = progressGate();
    const onAbort = vi.fn();
    const { result, unmount, notify } = setup({ client: createMediaTestClient(testHosts, { gate: gate.wait, onAbort }) });
    act(() => result.current.onFilesChosen([image('late.jpg'), image('later.jpg')]));
    await waitFor(() => expect(result.current.uploads.map(({ percent }) => percent)).toEqual([50, 50]));
    expect(onAbort).not.toHaveBeenCalled();
    unmount();
    expect(onAbort).toHaveBeenCalledTimes(2);
    gate.release();
    await gate.wait();
    expect(sandbox.db.media.has('late-1.jpg')).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('useMediaUploads copy and remove', () => {
  it("copies the URL, shows 'Copied!' on that item for 2 s and says 'URL Copied!'", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const items = [typical(1), typical(2)];
    const clipboard = { writeText: vi.fn(() => Promise.resolve()) };
    const { result, notices } = setup({ clipboard, storage: memoryStorage(items) });
    const [first, second] = result.current.items;
    if (!first || !second) throw new Error('the stored list did not load');
    await act(() => result.current.onCopy(first));
    expect(clipboard.writeText).toHaveBeenCalledWith(first.url);
    expect(result.current.copiedId).toBe(first.id);
    expect(notices).toEqual([
      { notice: { tone: 'success', title: titles.urlCopied, message: bodies.urlCopied }, presentation: 'toast' },
    ]);
    act(() => vi.advanceTimersByTime(1500));
    await act(() => result.current.onCopy(second));
    expect(result.current.copiedId).toBe(second.id);
    // The first copy's timer must not cut the second one short.
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.copiedId).toBe(second.id);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copiedId).toBeNull();
  });

  it("says 'Copy Failed' in a modal when the clipboard refuses or is missing", async () => {
    const item = typical(3);
    const refusing = { writeText: vi.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError'))) };
    const { result, notices } = setup({ clipboard: refusing, storage: memoryStorage([item]) });
    await act(() => result.current.onCopy(item));
    const missing = setup({ clipboard: null, storage: memoryStorage([item]) });
    await act(() => missing.result.current.onCopy(item));
    const failed = { notice: { tone: 'danger', title: titles.copyFailed, message: bodies.copyFailed }, presentation: 'modal' };
    expect(notices).toEqual([failed]);
    expect(missing.notices).toEqual([failed]);
    expect(result.current.copiedId).toBeNull();
  });

  it("removes an item with a 'File Removed' toast", () => {
    const items = [typical(4), typical(5)];
    const storage = memoryStorage(items);
    const { result, notices } = setup({ storage });
    const [first, second] = items;
    if (!first || !second) throw new Error('no fixtures');
    act(() => result.current.onRemove(first));
    expect(result.current.items).toEqual([second]);
    expect(notices).toEqual([
      { notice: { tone: 'success', title: titles.fileRemoved, message: bodies.fileRemoved(`\u2068${first.name}\u2069`) }, presentation: 'toast' },
    ]);
    expect(storage.saved()).toEqual([second]);
    act(() => result.current.onRemove(second));
    expect(storage.saved()).toBeNull();
  });

  it('keeps the list in the storage across a remount, dropping entries that no longer fit', async () => {
    const kept = typical(6);
    const storage = memoryStorage([kept, { id: 'broken', url: '' }, 'junk']);
    const first = setup({ storage });
    expect(first.result.current.items).toEqual([kept]);
    act(() => first.result.current.onFilesChosen([image('balcony.webp')]));
    await waitFor(() => expect(first.result.current.items).toHaveLength(2));
    first.unmount();
    const second = setup({ storage });
    expect(second.result.current.items.map(({ name }) => name)).toEqual(['balcony.webp', kept.name]);
  });
});
