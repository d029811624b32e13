import { isAbsolute, resolve } from 'node:path';
import { minifySync, type IndexHtmlTransformContext, type Plugin } from 'vite';
import { readApiClientConfig, type ApiClientConfig } from '../../../packages/api-client/src/config';
import { deriveEarlyRequests } from './earlyRequests/deriveEarlyRequests';
import type { EarlyRequestTemplates } from './earlyRequests/earlyRequestTemplates';
import { routePreloadModules, sessionExpiryKey, sessionProfileKey, sessionTokenKey } from './routePreloadModules';
import { placeRoutePreload } from './routePreloadPlacement';
import { installRoutePreload, type RoutePreloadMap } from './routePreloadRuntime';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

const { signIn, panel, sections, otherSections, demo, demoSignIn } = routePreloadModules;
const mapPlaceholder = '__ROUTE_PRELOAD_MAP__';
const allModules = [...signIn, ...panel, ...otherSections, ...demo, ...Object.values(sections).flatMap(({ screen, firstData }) => [screen, firstData])];

/**
 * Puts a route preload map into index.html, built from the bundle: for each route, every chunk and
 * stylesheet it renders at once (the route, the section's screen, its first-data module and all their
 * static imports), minus what the HTML loads anyway. A small inline script requests the current
 * path's files while the page parses, in the same round as the entry, and the host calls it again
 * before client-side navigations and on sidebar hover. The map lives in the HTML rather than in the
 * entry chunk, so no route pays in its first-load JavaScript for knowing the others' files; and the
 * `import()` of a route chunk no longer lists its JavaScript dependencies for Vite's preload helper
 * (only its stylesheets, which the helper applies), since the map has already requested them.
 */
export function routePreloadPlugin(): Plugin {
  let root = process.cwd();
  let base = '/';
  let isDemo = false;
  let apiConfig: ApiClientConfig | null = null;
  let early: EarlyRequestTemplates = {};
  const resolved = new Map<string, string>();
  const routeChunkFiles = new Set<string>();

  return {
    name: 'marketplace:route-preload',
    config() {
      return {
        build: {
          modulePreload: {
            // Every route chunk is requested by the map; other lazy chunks (dialogs, the sandbox) keep
            // their lists. Browsers without modulepreload just load on import: no polyfill.
            polyfill: false,
            resolveDependencies: (file, deps, { hostType }) => (hostType === 'js' && routeChunkFiles.has(file) ? [] : deps),
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
      base = config.base;
      // As createHostRuntime decides: without both API URLs the sandbox answers in the page.
      apiConfig = config.command === 'build' ? readApiClientConfig(config.env) : null;
      isDemo = readApiClientConfig(config.env) === null;
    },
    async buildStart() {
      for (const spec of allModules) {
        if (spec.startsWith('src/')) {
          resolved.set(spec, resolve(root, spec));
          continue;
        }
        const id = (await this.resolve(spec, resolve(root, 'index.html')))?.id;
        if (!id || !isAbsolute(id)) this.error(`route preload: cannot resolve '${spec}'`);
        resolved.set(spec, id);
      }
      // A demo build has no early requests: the sandbox's service worker is not there to answer them yet.
      if (apiConfig) {
        const firstData = Object.fromEntries(Object.entries(sections).map(([name, section]) => [name, section.firstData]));
        const derived = await deriveEarlyRequests(root, apiConfig, firstData);
        early = Object.fromEntries(Object.entries(derived).map(([name, urls]) => [name, [...new Set(urls)]]));
      }
    },
    // Before Vite writes the dynamic imports' dependency lists (its import analysis runs after user plugins).
    generateBundle(_options, bundle) {
      const routeModules = new Set(resolved.values());
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.facadeModuleId && routeModules.has(output.facadeModuleId)) routeChunkFiles.add(output.fileName);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const map = context.bundle ? { ...mapFromBundle(context.bundle, resolved, base, resolve(root, 'index.html'), isDemo), early } : mapForDevServer(base);
        const call = minifySync('routePreload.js', `(${installRoutePreload.toString()})(${mapPlaceholder}, window);`).code.trim();
        const script = `<script>${call.replace(mapPlaceholder, () => JSON.stringify(map))}</script>\n`;
        return placeRoutePreload(html, script);
      },
    },
  };
}

/** The map from a list of file URLs: the prefix they share is written once. */
/** A route's files by index: `withDecoders` also takes what the first-data module's calls decode their answers with. */
type FilesOf = (specs: readonly string[], options?: { withDecoders?: boolean }) => number[];

function routeMap(filesOf: FilesOf, urlOf: (spec: string) => string, urls: string[], isDemo: boolean): RoutePreloadMap {
  const map = {
    signIn: filesOf(signIn),
    panel: filesOf(panel),
    sections: Object.fromEntries(
      Object.entries(sections).map(([name, { screen, firstData }]) => [name, [...new Set([...filesOf([screen]), ...filesOf([firstData], { withDecoders: true })])]]),
    ),
    otherSections: filesOf(otherSections),
    demo: isDemo ? filesOf(demo) : [],
    demoSignIn: isDemo ? filesOf(demoSignIn) : [],
  };
  const firstData = Object.fromEntries(Object.entries(sections).map(([name, section]) => [name, urlOf(section.firstData)]));
  let prefix = urls[0] ?? '';
  for (const url of [...urls, ...Object.values(firstData)]) while (!url.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return {
    ...map,
    prefix,
    files: urls.map((url) => url.slice(prefix.length)),
    firstData: Object.fromEntries(Object.entries(firstData).map(([name, url]) => [name, url.slice(prefix.length)])),
    defaultSection: routePreloadModules.defaultSection,
    signInPaths: routePreloadModules.signInPaths,
    tokenKey: sessionTokenKey,
    expiryKey: sessionExpiryKey,
    profileKey: sessionProfileKey,
    early: {},
  };
}

function mapFromBundle(bundle: Bundle, resolved: Map<string, string>, base: string, html: string, isDemo: boolean): RoutePreloadMap {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byModule = new Map(chunks.flatMap((chunk) => (chunk.facadeModuleId ? [[chunk.facadeModuleId, chunk] as const] : [])));
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (chunk: Chunk, into: Set<string>) => {
    if (into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) closure(next, into);
    }
  };
  // The HTML already loads its entry and the entry's static imports.
  const inHtml = new Set<string>();
  const entry = byModule.get(html);
  if (entry) closure(entry, inHtml);
  const urls: string[] = [];
  const chunkOf = (spec: string) => {
    const chunk = byModule.get(resolved.get(spec) ?? '');
    if (!chunk) throw new Error(`route preload: no chunk for '${spec}'; is it still loaded with import()?`);
    return chunk;
  };
  // A first-data module's calls decode their answers with lazily loaded schemas (api-client's
  // lazySchemas: an import() in its decoders' chunk). Asked for only when the answer is read, they were
  // a round of code after the data (a cold inquiry route asked for its schemas ~150 ms after the DOM
  // was ready); with the route they come in the same round. The dynamic imports of the first-data
  // module's own chunks are those schemas; the entry's (the routes themselves, the demo sandbox) are
  // left out, as the HTML loads the entry anyway.
  const decodersOf = (chunk: Chunk, into: Set<string>) => {
    const own = new Set<string>();
    closure(chunk, own);
    for (const file of own) {
      if (inHtml.has(file)) continue;
      for (const dynamic of byFile.get(file)?.dynamicImports ?? []) {
        const next = byFile.get(dynamic);
        if (next) closure(next, into);
      }
    }
  };
  const filesOf: FilesOf = (specs, { withDecoders = false } = {}) => {
    const found = new Set<string>();
    for (const spec of specs) {
      closure(chunkOf(spec), found);
      if (withDecoders) decodersOf(chunkOf(spec), found);
    }
    return [...found].filter((file) => !inHtml.has(file)).map((file) => {
      const url = base + file;
      const known = urls.indexOf(url);
      return known === -1 ? urls.push(url) - 1 : known;
    });
  };
  return routeMap(filesOf, (spec) => base + chunkOf(spec).fileName, urls, isDemo);
}

/** In development the modules are served one by one: the map names each route's own modules. */
function mapForDevServer(base: string): RoutePreloadMap {
  const urls: string[] = [];
  const filesOf: FilesOf = (specs) => specs.filter((spec) => spec.startsWith('src/')).map((spec) => urls.push(base + spec) - 1);
  return routeMap(filesOf, (spec) => base + spec, urls, false);
}
