// Run by routePreloadPlugin in a child process (tsx, with the workspace's source condition), since the
// first-data modules and what they import are TypeScript sources that Vite's config loader leaves to
// Node: `tsx --conditions=marketplace-source printEarlyRequestTemplates.ts '<input JSON>'` prints the
// templates as JSON on stdout.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstDataModule } from '../../src/panel/startFirstRenderData';
import { earlyRequestTemplates } from './earlyRequestTemplates';

interface Input {
  hostRoot: string;
  config: { propertyBaseUrl: string; accountsBaseUrl: string };
  sections: Record<string, string>;
}

// The host reads sessionStorage at route match; Node has none, and the sentinel session needs none.
const emptyStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
Object.assign(globalThis, { sessionStorage: emptyStorage });

const input = JSON.parse(process.argv[2] ?? '{}') as Input;
const templates = await earlyRequestTemplates(input.config, input.sections, async (path) => (await import(pathToFileURL(resolve(input.hostRoot, path)).href)) as FirstDataModule);
process.stdout.write(JSON.stringify(templates));
// preloadApiQuery's bookkeeping and SWR leave nothing that should keep the process alive; exit regardless.
process.exit(0);
