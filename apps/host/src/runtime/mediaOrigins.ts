/**
 * The origin of each http(s) address in a space- or comma-separated list, and the entries that are
 * not one. The one reader of the host's host lists: the build's Content-Security-Policy refuses a list
 * with such an entry (build/contentSecurityPolicy.ts), the page reads the same lists here.
 */
export function httpOriginsIn(list: string | undefined): { origins: string[]; refused: string[] } {
  const origins: string[] = [];
  const refused: string[] = [];
  for (const value of (list ?? '').split(/[\s,]+/).filter(Boolean)) {
    const url = URL.canParse(value) ? new URL(value) : null;
    if (url && (url.protocol === 'https:' || url.protocol === 'http:')) origins.push(url.origin);
    else refused.push(value);
  }
  return { origins, refused };
}

/**
 * The origins whose pictures the host shows besides its own: the two API hosts (media URLs resolved
 * against the property API) and VITE_MEDIA_HOSTS. The same list is in the build's
 * Content-Security-Policy, which refuses the rest anyway; this list keeps the page from requesting
 * them at all and shows the fallback picture instead.
 */
export function mediaOriginsOf(env: Record<string, string | undefined>): string[] {
  const lists = [env.VITE_PROPERTY_API_URL, env.VITE_ACCOUNTS_API_URL, env.VITE_MEDIA_HOSTS];
  return [...new Set(lists.flatMap((list) => httpOriginsIn(list).origins))];
}
