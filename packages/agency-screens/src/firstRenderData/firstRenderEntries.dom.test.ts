import { describe, expect, it } from 'vitest';
import { screenEntries } from '../../screenEntries';
import * as firstRenderData from './index';

// The recipe's step (README, 'Adding a screen'): a screen the host shows declares its first-render
// data in `<folder>/<screen>FirstData.ts`, exported from its entry and from `first-render-data`,
// and that module stays light: api-client and domain only, so a host can load it beside the view.
const sources = import.meta.glob<string>(['../*/*FirstData.ts', './*.ts', '!./*.test.ts'], { query: '?raw', import: 'default', eager: true });
const entries = import.meta.glob<Record<string, unknown>>('../*/index.ts');
const hostedScreens = screenEntries.filter((screen) => screen.hostSection !== null).map((screen) => screen.folder);
const declarationName = (folder: string) => `${folder[0]?.toLowerCase()}${folder.slice(1)}FirstData`;

describe('first-render data declarations', () => {
  it.each(hostedScreens)('%s declares its first-render data in its entry and in first-render-data', async (folder) => {
    const name = declarationName(folder);
    const entry = await entries[`../${folder}/index.ts`]?.();
    expect(typeof (firstRenderData as Record<string, unknown>)[name], `${name} in first-render-data`).toBe('function');
    expect(entry?.[name], `${name} in ${folder}'s entry`).toBe((firstRenderData as Record<string, unknown>)[name]);
    // The entry brings the whole screen, which vitest transforms on first use: seconds on a busy machine.
  }, 60_000);

  it.each(Object.keys(sources))('%s imports only api-client, domain and other declarations', (path) => {
    const imported = [...(sources[path] ?? '').matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');
    for (const specifier of imported) {
      expect(specifier, `${path} imports ${specifier}`).toMatch(/^(@marketplace\/(api-client|domain)|\.\.?\/([A-Za-z]+\/)?([a-z][A-Za-z]*FirstData|firstRenderTypes))$/);
    }
  });
});
