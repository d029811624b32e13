import { panelSections } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { exportSubpath, screenEntries } from '../../../../packages/agency-screens/screenEntries';
import { sectionScreens } from './sectionScreens';

// The host's table is checked against agency-screens' one list of entries (screenEntries.ts): a
// screen registered for a section must be what the host shows there, through that screen's export.
const sources = import.meta.glob<string>('./*.tsx', { query: '?raw', import: 'default', eager: true });
const tableSource = sources['./sectionScreens.tsx'] ?? '';
const registeredScreens = screenEntries.filter((screen) => screen.hostSection !== null);

function sectionModuleSource(section: string): string {
  const module = new RegExp(`'?${section}'?: lazy\\(\\(\\) => import\\('(\\./[A-Za-z]+)'\\)\\)`).exec(tableSource)?.[1];
  if (!module) throw new Error(`sectionScreens.tsx loads no module for '${section}'`);
  return sources[`${module}.tsx`] ?? '';
}

describe("the host's section table", () => {
  it.each(registeredScreens.map((screen) => [screen.hostSection, screen.folder] as const))("shows '%s' with the registered %s screen", (section, folder) => {
    expect(sectionModuleSource(section ?? '')).toContain(`from '@marketplace/agency-screens/${exportSubpath(folder)}'`);
  });

  it('gives every other section the one "not available yet" page', () => {
    const registered = new Set(registeredScreens.map((screen) => screen.hostSection));
    const unavailable = panelSections.filter((section) => !registered.has(section)).map((section) => sectionScreens[section]);
    expect(new Set(unavailable).size).toBe(1);
    for (const screen of registeredScreens) {
      expect(unavailable).not.toContain(sectionScreens[screen.hostSection ?? 'dashboard']);
    }
  });

  it('has a screen for exactly the registered sections', () => {
    const tableSections = [...tableSource.matchAll(/^\s+'?([a-z-]+)'?: lazy\(/gm)].map((match) => match[1]);
    expect(tableSections.sort()).toEqual(registeredScreens.map((screen) => screen.hostSection).sort());
  });
});
