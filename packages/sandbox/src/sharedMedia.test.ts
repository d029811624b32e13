// @vitest-environment node
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createFileStore } from './multipart/fileStore';
import { acceptedMediaTypes } from './multipart/contentType';
import { mediaContentSecurityPolicy } from './multipart/servedMedia';
import { storeUploadedFile } from './multipart/uploads';
import { placeholderImage } from './resources/propertyHost/placeholderImage';
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
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const photo = (bytes: number[]) => new File([new Uint8Array([...pngSignature, ...bytes])], 'Marina Photo.png', { type: 'image/png' });

describe('shareMediaThroughCache', () => {
  it('keeps an upload in the cache under its URL, with its type, by the time the upload answers', async () => {
    const { storage, entries } = fakeCaches();
    const store = shareMediaThroughCache(createFileStore(), { caches: storage, urlOf });

    const name = await storeUploadedFile(store, photo([1, 2, 3]));

    const cached = entries(sharedMediaCacheName).get(urlOf(name));
    expect(cached?.headers.get('Content-Type')).toBe('image/png');
    expect(cached?.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await (cached as Response).arrayBuffer())).toEqual(new Uint8Array([...pngSignature, 1, 2, 3]));
  });

  it('caches an upload with the headers it is served with, not the type its uploader claimed', async () => {
    const { storage, entries } = fakeCaches();
    const store = shareMediaThroughCache(createFileStore(), { caches: storage, urlOf });

    const name = await storeUploadedFile(store, new File(['not a picture, <b>notes</b>'], 'notes.png', { type: 'image/png' }));

    const cached = entries(sharedMediaCacheName).get(urlOf(name));
    expect(cached?.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(cached?.headers.get('Content-Disposition')).toBe(`attachment; filename="${name}"`);
    expect(cached?.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(cached?.headers.get('Content-Security-Policy')).toBe(mediaContentSecurityPolicy);
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
    expect(found?.bytes).toEqual(new Uint8Array([...pngSignature, 1]));
    expect(await secondTab.find?.('nobody-uploaded-this.png')).toBeUndefined();
  });

  it('keeps a seeded placeholder the page served, once', async () => {
    const { storage, entries } = fakeCaches();
    const store = shareMediaThroughCache(createFileStore(), { caches: storage, urlOf });

    store.share?.('villa-main-1.jpg', placeholderImage('villa-main-1.jpg'));
    await store.sync?.();

    const cached = entries(sharedMediaCacheName).get(urlOf('villa-main-1.jpg'));
    expect(cached?.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(cached?.headers.get('Content-Security-Policy')).toBe(mediaContentSecurityPolicy);
    expect(cached?.headers.get('Content-Disposition')).toBeNull();
    expect(store.get('villa-main-1.jpg')).toBeUndefined();
  });
});

/** The host's demo service worker script, which answers media URLs opened on their own from the cache. */
const serviceWorkerScript = readFileSync(new URL('../../../apps/host/public/sandboxServiceWorker.js', import.meta.url), 'utf8');

interface NavigationEvent {
  readonly request: { readonly url: string; readonly mode: string; readonly method: string };
  respondWith(response: Promise<Response>): void;
}

/**
 * Runs the service worker script over `caches`; the function it gives opens `url` as a navigation and
 * resolves to the worker's answer, or undefined when the worker leaves it to the network.
 */
function serviceWorkerOver(caches: CacheStorage) {
  const listeners: ((event: NavigationEvent) => void)[] = [];
  const self = {
    location: { origin: 'https://demo.test' },
    addEventListener: (type: string, listener: (event: NavigationEvent) => void) => {
      if (type === 'fetch') listeners.push(listener);
    },
    importScripts: () => undefined,
  };
  runInNewContext(serviceWorkerScript, { self, caches, Response, Headers, URL });
  return async (url: string): Promise<Response | undefined> => {
    let answer: Promise<Response> | undefined;
    const request = { url, mode: 'navigate', method: 'GET' };
    const event: NavigationEvent = { request, respondWith: (response) => void (answer = response) };
    for (const listener of listeners) listener(event);
    return answer;
  };
}

describe("the host's service worker, opening a media URL on its own", () => {
  it('serves what the sandbox cached with the headers it was cached with: an image shown, anything else downloaded', async () => {
    const { storage } = fakeCaches();
    const store = shareMediaThroughCache(createFileStore(), { caches: storage, urlOf });
    const picture = await storeUploadedFile(store, photo([1]));
    const notes = await storeUploadedFile(store, new File(['plain notes'], 'notes.png', { type: 'image/png' }));
    store.share?.('villa-main-1.jpg', placeholderImage('villa-main-1.jpg'));
    await store.sync?.();
    const open = serviceWorkerOver(storage);

    const shown = await open(urlOf(picture));
    expect(shown?.headers.get('Content-Type')).toBe('image/png');
    expect(shown?.headers.get('Content-Disposition')).toBeNull();
    expect(shown?.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const placeholder = await open(urlOf('villa-main-1.jpg'));
    expect(placeholder?.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(placeholder?.headers.get('Content-Security-Policy')).toBe(mediaContentSecurityPolicy);
    const downloaded = await open(urlOf(notes));
    expect(downloaded?.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(downloaded?.headers.get('Content-Disposition')).toMatch(/^attachment/);
    expect(await downloaded?.text()).toBe('plain notes');
  });

  it.each([
    ['an HTML page', 'page.html', 'text/html'],
    ['an uploaded SVG', 'logo.svg', 'image/svg+xml'],
  ])('downloads %s an older sandbox cached as the type its uploader claimed, never renders it', async (_, name, type) => {
    const { storage } = fakeCaches();
    const script = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    await (await storage.open(sharedMediaCacheName)).put(urlOf(name), new Response(script, { headers: { 'Content-Type': type } }));

    const served = await serviceWorkerOver(storage)(urlOf(name));

    expect(served?.status).toBe(200);
    expect(served?.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(served?.headers.get('Content-Disposition')).toBe(`attachment; filename="${name}"`);
    expect(served?.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served?.headers.get('Content-Security-Policy')).toBe(mediaContentSecurityPolicy);
  });

  it.each(acceptedMediaTypes)('shows %s, an accepted type, as itself', async (type) => {
    const { storage } = fakeCaches();
    await (await storage.open(sharedMediaCacheName)).put(urlOf('media-1'), new Response('bytes', { headers: { 'Content-Type': type } }));

    const served = await serviceWorkerOver(storage)(urlOf('media-1'));

    expect(served?.headers.get('Content-Type')).toBe(type);
    expect(served?.headers.get('Content-Disposition')).toBeNull();
  });

  it('answers 404 for a name the cache lacks, and leaves other URLs to the network', async () => {
    const open = serviceWorkerOver(fakeCaches().storage);
    const missing = await open(urlOf('nobody.png'));
    expect(missing?.status).toBe(404);
    expect(await missing?.json()).toEqual({ message: { en: 'File not found: nobody.png' } });
    expect(await open('https://demo.test/agency/dashboard')).toBeUndefined();
  });
});
