import { createHash } from 'node:crypto';
import { httpOriginsIn } from '../src/runtime/mediaOrigins';

/** What the host's page may load besides its own files. */
export interface ContentSecurityPolicySources {
  /** Origins of the property and accounts APIs (none in demo mode, where the sandbox answers in the page). */
  readonly apiOrigins: readonly string[];
  /** Origins media may be shown from (pictures, covers, logos), beyond the page's own and the APIs'. */
  readonly mediaOrigins: readonly string[];
  /** Origins of map tiles, styles and a geocoder, when the embedder configures remote ones. */
  readonly mapOrigins: readonly string[];
  /** Hashes ('sha256-...') of the page's inline scripts: the route preload script. */
  readonly inlineScriptHashes: readonly string[];
  /** Hashes of the page's inline style elements. */
  readonly inlineStyleHashes: readonly string[];
}

const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);

/**
 * The host's Content-Security-Policy: scripts and stylesheets only from the page's own origin (and
 * the hashed inline ones it ships), data only from itself, the APIs and the map's hosts; no plugins,
 * no `<base>`, forms only to itself. Style attributes stay allowed (`style-src-attr`): the sanitised
 * rich text keeps the editor's colours as `style` attributes, while style elements and stylesheets
 * from elsewhere, the ones CSS injection needs, are refused.
 */
export function contentSecurityPolicy(sources: ContentSecurityPolicySources): string {
  const unique = (values: readonly string[]) => [...new Set(values)];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...quoted(sources.inlineScriptHashes)]],
    ['style-src', ["'self'", ...quoted(sources.inlineStyleHashes)]],
    ['style-src-attr', ["'unsafe-inline'"]],
    // data: and blob: are pictures the page makes itself (a chosen file's preview, a cropped logo).
    ['img-src', unique(["'self'", 'data:', 'blob:', ...sources.apiOrigins, ...sources.mediaOrigins, ...sources.mapOrigins])],
    ['media-src', unique(["'self'", 'blob:', ...sources.apiOrigins, ...sources.mediaOrigins])],
    ['connect-src', unique(["'self'", ...sources.apiOrigins, ...sources.mapOrigins])],
    ['font-src', ["'self'", 'data:']],
    // The demo sandbox's service worker, the CSV check's and the map's workers: the page's own files.
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * Style elements a library inserts at run time, as their text is once inserted: react-aria's press
 * handling adds this one to the head (touch-action for its pressable elements, so a double tap does
 * not wait for zoom). contentSecurityPolicy.test.ts keeps it equal to react-aria's own source, and
 * every e2e flow fails on a refused style.
 */
export const runtimeInlineStyles = [
  `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`,
];

/** The CSP hash source of an inline element's text, exactly as the browser hashes it. */
export function cspHash(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/** The texts of the inline scripts (no `src`) and style elements of an HTML page. */
export function inlineElementTexts(html: string): { scripts: string[]; styles: string[] } {
  const texts = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  return {
    scripts: texts(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi),
    styles: texts(/<style[^>]*>([\s\S]*?)<\/style>/gi),
  };
}

/** The origin of each URL in a comma- or space-separated list; anything that is not an http(s) URL is an error. */
export function originsOf(list: string | undefined, variable: string): string[] {
  const { origins, refused } = httpOriginsIn(list);
  const [first] = refused;
  if (first !== undefined) throw new Error(`${variable}: '${first}' is not an http(s) URL`);
  return origins;
}
