/*
 * Demo mode's service worker: msw's worker (imported at the end) plus the sandbox's media for pages
 * that open a media URL on their own. msw leaves navigations to the network, where the static host
 * answers every path with the app's index.html; here a navigation to /api/media/<name> (a media URL
 * opened in a new tab, pasted in the address bar) answers the file the sandbox kept in the Cache API
 * (packages/sandbox/src/sharedMedia.ts), never as a document that runs script, or a 404 in the
 * sandbox's error shape. Other media requests
 * (an <img> of a demo page) go to msw, whose handler reads the same cache.
 */
const mediaCacheName = 'marketplace-sandbox-media'; // sharedMediaCacheName in packages/sandbox
const mediaPath = /^\/api\/media\/([^/]+)$/;
// mediaContentSecurityPolicy and acceptedMediaTypes in packages/sandbox: keep them equal.
const mediaPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const shownTypes = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/x-msvideo',
  'video/quicktime',
  'video/x-ms-wmv',
  'video/webm',
  'video/x-matroska',
]);

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
  if (stored) return servedSafely(stored, name);
  return new Response(JSON.stringify({ message: { en: `File not found: ${name}` } }), {
    status: 404,
    headers: { 'Content-Type': 'application/json', 'X-Content-Type-Options': 'nosniff' },
  });
}

/*
 * This page runs on the host's origin, next to the session token, so a cached file must never render
 * as a document there. The sandbox caches each file with the headers it serves it with (mediaHeaders),
 * but an older sandbox cached uploads as the type their uploader claimed (text/html, image/svg+xml):
 * only an accepted image or video, or the sandbox's own placeholder SVG (cached under the policy, as an
 * uploaded SVG never is), is shown; anything else downloads. All under a policy that runs no script.
 */
function servedSafely(stored, name) {
  const headers = new Headers(stored.headers);
  const type = (headers.get('Content-Type') || '').split(';')[0].trim().toLowerCase();
  const shown = shownTypes.has(type) || (type === 'image/svg+xml' && headers.get('Content-Security-Policy') === mediaPolicy);
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Content-Security-Policy', mediaPolicy);
  if (!shown) {
    headers.set('Content-Type', 'application/octet-stream');
    headers.set('Content-Disposition', `attachment; filename="${name.replace(/[^A-Za-z0-9._-]+/g, '_') || 'file'}"`);
  }
  return new Response(stored.body, { status: stored.status, statusText: stored.statusText, headers });
}

// Registered after the listener above, so a media navigation is answered here first.
self.importScripts('/mockServiceWorker.js');
