/*
 * Demo mode's service worker: msw's worker (imported at the end) plus the sandbox's media for pages
 * that open a media URL on their own. msw leaves navigations to the network, where the static host
 * answers every path with the app's index.html; here a navigation to /api/media/<name> (a media URL
 * opened in a new tab, pasted in the address bar) answers the file the sandbox kept in the Cache API
 * (packages/sandbox/src/sharedMedia.ts), or a 404 in the sandbox's error shape. Other media requests
 * (an <img> of a demo page) go to msw, whose handler reads the same cache.
 */
const mediaCacheName = 'marketplace-sandbox-media'; // sharedMediaCacheName in packages/sandbox
const mediaPath = /^\/api\/media\/([^/]+)$/;

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || (request.method !== 'GET' && request.method !== 'HEAD')) return;
  const url = new URL(request.url);
  const match = url.origin === self.location.origin ? mediaPath.exec(url.pathname) : null;
  if (!match) return;
  event.respondWith(storedMedia(`${url.origin}${url.pathname}`, decodeURIComponent(match[1])));
});

async function storedMedia(url, name) {
  const stored = await caches.open(mediaCacheName).then((cache) => cache.match(url), () => undefined);
  if (stored) return stored;
  return new Response(JSON.stringify({ message: { en: `File not found: ${name}` } }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });
}

// Registered after the listener above, so a media navigation is answered here first.
self.importScripts('/mockServiceWorker.js');
