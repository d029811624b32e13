import { createApiClient, type ApiClientConfig, type Session, type SessionSnapshot } from '@marketplace/api-client';
import type { SessionProfile } from '@marketplace/domain';
import type { FirstDataModule } from '../../src/panel/startFirstRenderData';

/**
 * Profile fields a first-render request may be keyed on, each with a number no real profile holds:
 * found in a request's URL, it becomes `{field}`, which index.html's script fills from the stored
 * profile.
 */
export const profileSentinels = { id: 900000001, loginId: 900000002, agentId: 900000003, developerId: 900000004 } as const;

/** A section's first-data module by its path under apps/host (routePreloadModules' `firstData`). */
export type LoadFirstDataModule = (path: string) => Promise<FirstDataModule>;

/** The GET requests a section sends at route match, with `{field}` where the stored profile goes. */
export type EarlyRequestTemplates = Record<string, string[]>;

const sentinelProfile: SessionProfile = { ...profileSentinels, roleId: 4, role: 'AGENCY', name: 'Sentinel', email: 'sentinel@example.invalid' };

function templateOf(url: string): string {
  return Object.entries(profileSentinels).reduce((text, [field, value]) => text.split(String(value)).join(`{${field}}`), url);
}

/**
 * Runs each section's first-data module as the host does at route match, with a profile of
 * sentinels and a client that records its requests instead of sending them, and returns each
 * section's GET URLs as templates, after the profile check's (which every panel page sends). So the
 * templates come from the screens' own declarations and the api-client's own URL building, and
 * cannot drift from what the host sends.
 */
export async function earlyRequestTemplates(
  config: ApiClientConfig,
  sections: Record<string, string>,
  loadFirstData: LoadFirstDataModule,
): Promise<EarlyRequestTemplates> {
  let recorded: string[] = [];
  const client = createApiClient({
    ...config,
    getToken: () => 'early-request-token',
    fetch: (input, init) => {
      if ((init?.method ?? 'GET') === 'GET') recorded.push(String(input));
      return Promise.reject(new Error('recorded, not sent'));
    },
  });
  const snapshot: SessionSnapshot = { status: 'signedIn', profile: sentinelProfile, expiresAt: null, signOutReason: null, refreshRetrying: false };
  const session = { getSnapshot: () => snapshot } as Session;
  const profileCheck = client.url('accounts', client.authPaths.profile);
  const templates: EarlyRequestTemplates = {};
  for (const [section, path] of Object.entries(sections)) {
    recorded = [];
    const module = await loadFirstData(path);
    module.default({ client, session });
    // The client sends after a few promise turns; a macrotask later every request has gone out.
    await new Promise((resolve) => setTimeout(resolve, 0));
    templates[section] = [profileCheck, ...recorded.map(templateOf)];
  }
  return templates;
}
