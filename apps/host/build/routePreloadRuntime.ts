/** The route preload map index.html carries: file URLs once, each route naming them by index. */
export interface RoutePreloadMap {
  /** What every file URL starts with. */
  prefix: string;
  files: string[];
  signIn: number[];
  panel: number[];
  /** Each registered section's screen with its first-data module. */
  sections: Record<string, number[]>;
  /** Each registered section's first-data module, for the host to import. */
  firstData: Record<string, string>;
  otherSections: number[];
  /** A demo build's sandbox, which every API call of a panel page waits for; empty in a build with API URLs. */
  demo: number[];
  /** A demo build's credentials chunk, which the sign-in form waits for; empty in a build with API URLs. */
  demoSignIn: number[];
  defaultSection: string;
  signInPaths: string[];
  /** The sessionStorage key of the session's token: without one every panel path ends on the sign-in page. */
  tokenKey: string;
  /** The sessionStorage keys of the token's expiry (epoch ms) and of the profile stored at sign-in. */
  expiryKey: string;
  profileKey: string;
  /**
   * Each section's first GET requests (the profile check, then its first render's), `{field}` standing
   * for a field of the stored profile (build/earlyRequests). Empty in a demo build, whose API the
   * sandbox's service worker answers once the entry has started it.
   */
  early: Record<string, string[]>;
}

/** A request index.html's script sent while the page parsed, for the host's fetch to take. */
export interface EarlyRequest {
  /** The Authorization header it went with. */
  authorization: string;
  /** When it was sent (epoch ms). */
  at: number;
  response: Promise<Response>;
}

/** A panel section a path shows, and the URL of the module that starts its first render's queries (none for a screen without). */
export interface PanelTarget {
  section: string;
  firstData: string | null;
}

/** What the preload puts on the window for the host: requests a path's files; answers the panel section it shows, or null for the sign-in page. */
export type HostRoutePreload = (path: string, hasToken: boolean) => PanelTarget | null;

/** The window as the preload leaves it. */
export type WindowWithRoutePreload = Window & { __hostRoutePreload?: HostRoutePreload; __hostEarlyRequests?: Record<string, EarlyRequest> };

/**
 * Runs in the page, inlined into index.html as `(installRoutePreload)(map, window)`, so it must refer
 * to nothing outside itself. At parse time, before the entry script has even downloaded, it requests
 * the chunks the page's route renders (module preloads; the stylesheets as preloads, which Vite's
 * helper applies in its order when the route's import runs); then the host calls it again for
 * client-side navigations and sidebar hovers.
 */
export function installRoutePreload(map: RoutePreloadMap, win: WindowWithRoutePreload): void {
  const requested: Record<string, boolean> = {};
  const request = (indices: number[]) => {
    for (const index of indices) {
      const file = map.files[index];
      if (file === undefined) continue;
      const href = map.prefix + file;
      if (requested[href]) continue;
      requested[href] = true;
      const link = win.document.createElement('link');
      if (href.endsWith('.css')) {
        link.rel = 'preload';
        link.as = 'style';
      } else {
        link.rel = 'modulepreload';
      }
      // As Vite's own preloads and the HTML's tags: a request in another credentials mode would not be reused.
      link.crossOrigin = '';
      link.href = href;
      win.document.head.appendChild(link);
    }
  };
  const preload: HostRoutePreload = (path, hasToken) => {
    if (!hasToken || map.signInPaths.includes(path)) {
      // The form paints without the sandbox: its chunks would only compete with the form's here, and
      // the entry asks for them itself once it runs. The credentials the form shows come now.
      request(map.signIn);
      request(map.demoSignIn);
      return null;
    }
    const section = /^\/agency\/([^/]+)\/?$/.exec(path)?.[1] ?? map.defaultSection;
    request(map.demo);
    request(map.panel);
    request(map.sections[section] ?? map.otherSections);
    const firstData = map.firstData[section];
    return { section, firstData: firstData === undefined ? null : map.prefix + firstData };
  };
  // A signed-in tab's first requests leave now, with the page, rather than once the entry has run: the
  // host's fetch takes their answers (src/runtime/fetchWithEarlyResponses.ts). Only with an unexpired
  // token (an expired one is refreshed first) and only what the stored profile fills in completely.
  const sendEarly = (section: string, storage: Storage) => {
    const templates = map.early[section];
    const token = storage.getItem(map.tokenKey);
    const profile: unknown = JSON.parse(storage.getItem(map.profileKey) ?? 'null');
    if (!templates || !token || !(Number(storage.getItem(map.expiryKey)) > Date.now()) || typeof profile !== 'object' || profile === null) return;
    const fields = profile as Record<string, unknown>;
    const authorization = `Bearer ${token}`;
    const early: Record<string, EarlyRequest> = {};
    for (const template of templates) {
      let complete = true;
      const url = template.replace(/\{(\w+)\}/g, (_match, field: string) => {
        const value = fields[field];
        if (typeof value !== 'number' && typeof value !== 'string') complete = false;
        return encodeURIComponent(String(value));
      });
      if (!complete || early[url]) continue;
      const response = win.fetch(url, { headers: { Accept: 'application/json', Authorization: authorization } });
      // Nobody may take it (another route renders): its failure is nobody's error.
      response.catch(() => undefined);
      early[url] = { authorization, at: Date.now(), response };
    }
    win.__hostEarlyRequests = early;
  };
  win.__hostRoutePreload = preload;
  let storage: Storage | null = null;
  let hasToken = false;
  try {
    storage = win.sessionStorage;
    hasToken = Boolean(storage.getItem(map.tokenKey));
  } catch {
    // Storage can be refused (privacy modes); the session then has no stored token either.
  }
  const target = preload(win.location.pathname, hasToken);
  try {
    if (target && storage) sendEarly(target.section, storage);
  } catch {
    // A stored profile that is not JSON: the host's own requests go out as usual.
  }
}
