/**
 * Where the route preload script goes in index.html, and the entry script's priority.
 *
 * The script must run before the page's stylesheets (an inline script after a stylesheet waits for
 * it), and it asks at once for every file of the route, a few dozen of them. Chromium gives a module
 * script a lower priority than a modulepreload, so the entry, asked for after them, came last: on
 * HTTP/1.1's six connections, the biggest file the page needs first waited for all the small ones
 * (a cold inquiry route got the entry's first byte ~400 ms after asking). So the entry and its own
 * preloads come first, the entry at high priority, then the route script, then the stylesheets.
 */
export function placeRoutePreload(html: string, script: string): string {
  const withPriority = html.replace(/<script type="module"(?![^>]*\bfetchpriority=)([^>]*\bsrc=)/, '<script type="module" fetchpriority="high"$1');
  // A built page lists the entry, its preloads and then its stylesheets; the dev server's page has no stylesheet tag.
  const stylesheet = withPriority.search(/<link rel="stylesheet"/);
  const at = stylesheet !== -1 ? stylesheet : withPriority.search(/<script|<\/head>/);
  if (at === -1) throw new Error('route preload: index.html has no head, script or stylesheet to go before');
  return withPriority.slice(0, at) + script + withPriority.slice(at);
}
