/**
 * The origins whose pictures the host shows besides its own: the two API hosts (media URLs resolved
 * against the property API) and VITE_MEDIA_HOSTS (space- or comma-separated). The same list is in the
 * build's Content-Security-Policy (build/contentSecurityPolicy.ts), which refuses the rest anyway;
 * this list keeps the page from requesting them at all and shows the fallback picture instead.
 */
export function mediaOriginsOf(env: Record<string, string | undefined>): string[] {
  const addresses = [env.VITE_PROPERTY_API_URL, env.VITE_ACCOUNTS_API_URL, ...(env.VITE_MEDIA_HOSTS ?? '').split(/[\s,]+/)];
  const origins = addresses.flatMap((address) => {
    if (!address || !URL.canParse(address)) return [];
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  });
  return [...new Set(origins)];
}
