/** Where pictures may come from, besides the page's own origin. */
export interface ImageSourcePolicy {
  /** Origins (scheme, host and port, e.g. 'https://media.example') whose pictures are shown. */
  readonly allowedOrigins: readonly string[];
}

/**
 * Whether a picture's address may be requested. A picture from anywhere is a tracking pixel: the
 * request tells that host who looked, and when. Shown: a relative path (the page's own host), an
 * http(s) address on the page's origin or an allowed one, and what the page made itself (`blob:`
 * previews, `data:` images). Anything else (another host, `javascript:`, a protocol-relative
 * `//host` address, text that is not an address) is not requested.
 */
export function isAllowedImageSource(source: string, pageOrigin: string, policy: ImageSourcePolicy): boolean {
  const address = source.trim();
  if (address === '') return false;
  if (/^data:image\//i.test(address)) return true;
  // A blob: address resolves only in the page that made it: it never reaches the network.
  if (/^blob:/i.test(address)) return true;
  if (!URL.canParse(address, pageOrigin)) return false;
  const url = new URL(address, pageOrigin);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return url.origin === pageOrigin || policy.allowedOrigins.includes(url.origin);
}
