import { describe, expect, it } from 'vitest';
import { earlyRequestTemplates } from '../../build/earlyRequests/earlyRequestTemplates';
import { routePreloadModules } from '../../build/routePreloadModules';
import type { FirstDataModule } from './startFirstRenderData';

// What index.html's script may send before the entry runs is derived from the sections' own first-data
// modules at build time (build/earlyRequests); here from the same modules, as Vitest loads them.
const modules = import.meta.glob<FirstDataModule>('./*FirstData.ts');
const config = { propertyBaseUrl: 'https://property.test', accountsBaseUrl: 'https://accounts.test' };
const sections = Object.fromEntries(Object.entries(routePreloadModules.sections).map(([name, { firstData }]) => [name, firstData]));

async function load(path: string): Promise<FirstDataModule> {
  const module = modules[`./${path.replace('src/panel/', '')}`];
  if (!module) throw new Error(`no first-data module at ${path}`);
  return module();
}

describe('early request templates', () => {
  it("gives each section the profile check, then its first render's GET requests with the profile's fields as placeholders", async () => {
    const templates = await earlyRequestTemplates(config, sections, load);
    expect(Object.keys(templates).sort()).toEqual(Object.keys(sections).sort());
    for (const urls of Object.values(templates)) expect(urls[0]).toBe('https://accounts.test/api/profile');
    expect(templates['inquiry-management']).toEqual(['https://accounts.test/api/profile', 'https://property.test/api/enquiries/agency/{id}']);
    expect(templates.dashboard?.[1]).toMatch(/^https:\/\/property\.test\/api\/property\/search\?search=agencyId%3D%3D\{id\}\+and/);
    expect(templates['agency-profile']).toContain('https://accounts.test/api/auth/common/reviews?search=accLoginId%3D%3D{loginId}+and+status%3D%3DAPPROVED&page=0&size=100');
    expect(templates['bulk-upload']).toEqual(['https://accounts.test/api/profile']);
    expect(JSON.stringify(templates)).not.toMatch(/90000000\d/);
  });
});
