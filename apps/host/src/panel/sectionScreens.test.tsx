import { sessionStorageKeys } from '@marketplace/api-client';
import { panelSections } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { exportSubpath, screenEntries } from '../../../../packages/agency-screens/screenEntries';
import { routePreloadModules, sessionExpiryKey, sessionProfileKey, sessionTokenKey } from '../../build/routePreloadModules';
import { sectionScreens } from './sectionScreens';

// The host's table is checked against agency-screens' one list of entries (screenEntries.ts): a
// screen registered for a section must be what the host shows there, through that screen's export,
// with that screen's first-render data declaration started by the section's first-data module; and
// index.html's route preload (build/routePreloadModules.ts) must request those same modules.
const sources = import.meta.glob<string>('./*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
const tableSource = sources['./sectionScreens.tsx'] ?? '';
const registeredScreens = screenEntries.filter((screen) => screen.hostSection !== null);
const tableRow = /^\s+'?([a-z-]+)'?: \{ Screen: preloadableLazy\(\(\) => import\('\.\/([A-Za-z]+)'\)\), loadFirstData: \(\) => import\('\.\/([A-Za-z]+)'\) \},$/gm;
const rows = new Map([...tableSource.matchAll(tableRow)].map(([, section, screen, firstData]) => [section, { screen, firstData }]));
const declarationName = (folder: string) => `${folder[0]?.toLowerCase()}${folder.slice(1)}FirstData`;

function rowOf(section: string) {
  const row = rows.get(section);
  if (!row) throw new Error(`sectionScreens.tsx has no row for '${section}'`);
  return row;
}

describe("the host's section table", () => {
  it.each(registeredScreens.map((screen) => [screen.hostSection, screen.folder] as const))("shows '%s' with the registered %s screen", (section, folder) => {
    expect(sources[`./${rowOf(section ?? '').screen}.tsx`]).toContain(`from '@marketplace/agency-screens/${exportSubpath(folder)}'`);
  });

  it.each(registeredScreens.map((screen) => [screen.hostSection, screen.folder] as const))("starts '%s''s first-render data with the %s screen's declaration", (section, folder) => {
    const module = sources[`./${rowOf(section ?? '').firstData}.ts`] ?? '';
    const name = declarationName(folder);
    expect(module).toContain(`import { ${name} } from '@marketplace/agency-screens/first-render-data';`);
    expect(module).toContain(`export default startFirstRenderData(${name});`);
  });

  it('gives every other section, if any is left, the one "not available yet" page', () => {
    const registered = new Set(registeredScreens.map((screen) => screen.hostSection));
    const unavailable = panelSections.filter((section) => !registered.has(section)).map((section) => sectionScreens[section]);
    // Since add-new-property got its chooser every section has a screen; a section added later starts on the placeholder.
    expect(new Set(unavailable).size).toBeLessThanOrEqual(1);
    for (const screen of unavailable) expect(screen.loadFirstData).toBeNull();
    for (const screen of registeredScreens) {
      expect(unavailable).not.toContain(sectionScreens[screen.hostSection ?? 'dashboard']);
    }
  });

  it('has a screen for exactly the registered sections', () => {
    expect([...rows.keys()].sort()).toEqual(registeredScreens.map((screen) => screen.hostSection).sort());
  });
});

describe("index.html's route preload", () => {
  it("requests each section's screen and first-data module, as the table loads them", () => {
    const fromTable = Object.fromEntries(
      [...rows].map(([section, { screen, firstData }]) => [section, { screen: `src/panel/${screen}.tsx`, firstData: `src/panel/${firstData}.ts` }]),
    );
    expect(routePreloadModules.sections).toEqual(fromTable);
  });

  it("reads the session's token under the api-client's key", () => {
    expect(sessionTokenKey).toBe(sessionStorageKeys.token);
    expect(sessionExpiryKey).toBe(sessionStorageKeys.tokenExpiry);
    expect(sessionProfileKey).toBe(sessionStorageKeys.profile);
  });
});
