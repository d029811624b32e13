// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFileStore } from './multipart/fileStore';
import { storeUploadedFile } from './multipart/uploads';
import { shareMediaThroughCache, sharedMediaCacheName } from './sharedMedia';

/** The part of the browser's CacheStorage the shared store uses, over one origin's caches. */
function fakeCaches() {
  const caches = new Map<string, Map<string, Response>>();
  const storage = {
    open: (name: string) => {
      const entries = caches.get(name) ?? new Map<string, Response>();
      caches.set(name, entries);
      return Promise.resolve({
        put: (url: string, response: Response) => {
          entries.set(url, response);
          return Promise.resolve();
        },
        match: (url: string) => Promise.resolve(entries.get(url)?.clone()),
        keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
      });
    },
  };
  return { storage: storage as unknown as CacheStorage, entries: (name: string) => caches.get(name) ?? new Map<string, Response>() };
}

const urlOf = (name: string) => `https://demo.test/api/media/${name}`;
const photo = (bytes: number[]) => new File([new Uint8Array(bytes)], 'Marina Photo.png', { type: 'image/png' });

describe('shareMediaThroughCache', () => {
  it('keeps an upload in the cache under its URL, with its type, by the time the upload answers', async () => {
    const { storage, entries } = fakeCaches();
    const store = shareMediaThroughCache(createFileStore(), { caches: storage, urlOf });

    const name = await storeUploadedFile(store, photo([1, 2, 3]));

    const cached = entries(sharedMediaCacheName).get(urlOf(name));
    expect(cached?.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await (cached as Response).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("gives another tab the file, and never reuses a name another tab took (which would replace that tab's picture)", async () => {
    const { storage } = fakeCaches();
    const firstTab = shareMediaThroughCache(createFileStore(), { caches: storage, urlOf });
    const secondTab = shareMediaThroughCache(createFileStore(), { caches: storage, urlOf });

    const first = await storeUploadedFile(firstTab, photo([1]));
    const second = await storeUploadedFile(secondTab, photo([2]));

    expect(second).not.toBe(first);
    expect(secondTab.get(first)).toBeUndefined();
    const found = await secondTab.find?.(first);
    expect(found?.type).toBe('image/png');
    expect(found?.bytes).toEqual(new Uint8Array([1]));
    expect(await secondTab.find?.('nobody-uploaded-this.png')).toBeUndefined();
  });

  it('keeps a seeded placeholder the page served, once', async () => {
    const { storage, entries } = fakeCaches();
    const store = shareMediaThroughCache(createFileStore(), { caches: storage, urlOf });
    const svg = { type: 'image/svg+xml', bytes: new TextEncoder().encode('<svg/>') };

    store.share?.('villa-main-1.jpg', svg);
    await store.sync?.();

    expect(entries(sharedMediaCacheName).get(urlOf('villa-main-1.jpg'))?.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(store.get('villa-main-1.jpg')).toBeUndefined();
  });
});
