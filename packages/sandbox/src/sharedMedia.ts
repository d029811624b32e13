import type { FileStore, StoredFile } from './multipart/fileStore';
import { mediaHeaders } from './multipart/servedMedia';

/**
 * The Cache API cache demo mode keeps uploaded media in. The host's service worker script
 * (`apps/host/public/sandboxServiceWorker.js`) reads the same name: keep the two equal.
 */
export const sharedMediaCacheName = 'marketplace-sandbox-media';

/** Options of {@link shareMediaThroughCache}. */
export interface SharedMediaOptions {
  /** @default {@link sharedMediaCacheName} */
  readonly cacheName?: string;
  /** @default the page's `caches` */
  readonly caches?: CacheStorage;
  /** The URL a stored name is served at. @default `/api/media/<name>` on the page's origin */
  readonly urlOf?: (name: string) => string;
}

const mediaPathPrefix = '/api/media/';

function defaultUrlOf(name: string): string {
  return new URL(`${mediaPathPrefix}${encodeURIComponent(name)}`, globalThis.location.origin).href;
}

function nameOf(url: string): string | undefined {
  const { pathname } = new URL(url);
  return pathname.startsWith(mediaPathPrefix) ? decodeURIComponent(pathname.slice(mediaPathPrefix.length)) : undefined;
}

/**
 * Demo mode: every file put in `store` (an upload) is also kept in the browser's Cache API under
 * its media URL, where every tab of the origin and the service worker can read it. So a media URL
 * works outside the page that uploaded it: in another tab, and opened on its own (the service
 * worker answers that navigation from the cache). The store is changed in place, since the
 * handlers hold it: `sync()` finishes the cache writes and learns the names other tabs took, and
 * `find()` reads another tab's file; `share()` keeps a seeded placeholder the page showed, so it
 * opens on its own too. `reset()` and `remove()` leave the cache alone, as other tabs'
 * listings may point at its files. Without the Cache API (an insecure origin) the store stays as it is.
 */
export function shareMediaThroughCache(store: FileStore, options: SharedMediaOptions = {}): FileStore {
  const cacheStorage = options.caches ?? (typeof caches === 'undefined' ? undefined : caches);
  if (!cacheStorage) return store;
  const cacheName = options.cacheName ?? sharedMediaCacheName;
  const urlOf = options.urlOf ?? defaultUrlOf;
  const takenElsewhere = new Set<string>();
  const writes = new Set<Promise<void>>();
  const open = () => cacheStorage.open(cacheName);

  const ownHas = store.has.bind(store);
  const ownPut = store.put.bind(store);

  function keep(name: string, file: StoredFile): void {
    takenElsewhere.add(name);
    const body = file.bytes.slice().buffer;
    // The headers it is served with, since the service worker answers a navigation with this response as it is.
    const headers = mediaHeaders(file, name);
    const write = open()
      .then((cache) => cache.put(urlOf(name), new Response(body, { headers })))
      // A full or refused cache leaves the file in this tab only, as before.
      .catch(() => undefined)
      .finally(() => writes.delete(write));
    writes.add(write);
  }

  const sharedPlaceholders = new Set<string>();

  const shared: Partial<FileStore> = {
    has: (name) => ownHas(name) || takenElsewhere.has(name),
    put: (name, file) => {
      ownPut(name, file);
      keep(name, file);
    },
    sync: async () => {
      await Promise.all(writes);
      try {
        for (const request of await (await open()).keys()) {
          const name = nameOf(request.url);
          if (name) takenElsewhere.add(name);
        }
      } catch {
        // No cache to read: this tab's names are all there is.
      }
    },
    share: (name, file) => {
      if (sharedPlaceholders.has(name)) return;
      sharedPlaceholders.add(name);
      keep(name, file);
    },
    find: async (name) => {
      try {
        const response = await (await open()).match(urlOf(name));
        if (!response) return undefined;
        return { type: response.headers.get('Content-Type') ?? 'application/octet-stream', bytes: new Uint8Array(await response.arrayBuffer()) };
      } catch {
        return undefined;
      }
    },
  };
  return Object.assign(store, shared);
}
