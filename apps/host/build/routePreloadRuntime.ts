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
  defaultSection: string;
  signInPaths: string[];
  /** The sessionStorage key of the session's token: without one every panel path ends on the sign-in page. */
  tokenKey: string;
}

/** A panel section a path shows, and the URL of the module that starts its first render's queries (none for a screen without). */
export interface PanelTarget {
  section: string;
  firstData: string | null;
}

/** What the preload puts on the window for the host: requests a path's files; answers the panel section it shows, or null for the sign-in page. */
export type HostRoutePreload = (path: string, hasToken: boolean) => PanelTarget | null;

/** The window as the preload leaves it. */
export type WindowWithRoutePreload = Window & { __hostRoutePreload?: HostRoutePreload };

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
      // the entry asks for them itself (credentials first) once it runs.
      request(map.signIn);
      return null;
    }
    const section = /^\/agency\/([^/]+)\/?$/.exec(path)?.[1] ?? map.defaultSection;
    request(map.demo);
    request(map.panel);
    request(map.sections[section] ?? map.otherSections);
    const firstData = map.firstData[section];
    return { section, firstData: firstData === undefined ? null : map.prefix + firstData };
  };
  win.__hostRoutePreload = preload;
  let hasToken = false;
  try {
    hasToken = Boolean(win.sessionStorage.getItem(map.tokenKey));
  } catch {
    // Storage can be refused (privacy modes); the session then has no stored token either.
  }
  preload(win.location.pathname, hasToken);
}
