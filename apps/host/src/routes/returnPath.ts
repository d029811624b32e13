import type { SignOutReason } from '@marketplace/api-client';
import { isPanelSection } from '@marketplace/domain';
import { signInPath } from './paths';

/** The query parameter of the sign-in page that names the page to return to. */
const returnParam = 'next';

// Only a path on this origin can be parsed against it and keep it: '//evil.example' or 'https:' cannot.
const origin = 'http://host.invalid';

/**
 * The panel page (path and query) that `target` names, or `null` when it names anything else: another
 * origin, a scheme, a path outside the Agency Panel, or an unknown section. What the sign-in page
 * follows after signing in must never send the user off the site.
 */
export function panelPathFrom(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const match = /^\/agency\/([^/]+)$/.exec(url.pathname);
  if (!match || !isPanelSection(match[1])) return null;
  return `${url.pathname}${url.search}`;
}

/** The sign-in page that returns to the panel page at `pathname` + `search` after signing in (the page alone when it is not one). */
export function signInReturningTo(pathname: string, search: string): string {
  const target = panelPathFrom(`${pathname}${search}`);
  return target === null ? signInPath : `${signInPath}?${new URLSearchParams({ [returnParam]: target }).toString()}`;
}

/**
 * Where a session's end sends the user from `pathname` + `search`: a session that ended by itself (a
 * refused refresh, a rejected token, none at all for a deep link) comes back to its panel page after
 * signing in; one the user ended starts over.
 */
export function signInPathAfter(reason: SignOutReason | null, pathname: string, search: string): string {
  return reason === 'signOut' ? signInPath : signInReturningTo(pathname, search);
}

/** The panel page the sign-in page's query says to return to, or `null`. */
export function returnPathFrom(search: string): string | null {
  return panelPathFrom(new URLSearchParams(search).get(returnParam));
}
