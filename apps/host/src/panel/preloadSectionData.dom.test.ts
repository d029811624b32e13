import { createApiClient, createSession, forgetPreloadedQueries } from '@marketplace/api-client';
import { createSeedData } from '@marketplace/domain/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveSandbox, signInDemoAgency, testHosts } from '../../../../packages/agency-screens/src/shared/sandboxServer.testing';
import { preloadSectionData } from './preloadSectionData';

// The section's screen must not be what starts its data: a load of its module fails the test.
const loadedScreens = vi.hoisted(() => [] as string[]);
vi.mock('./InquiryManagementSection', () => {
  loadedScreens.push('InquiryManagementSection');
  return { default: () => null };
});

const { server } = serveSandbox();
const enquiriesOfDemoAgency = `GET /api/enquiries/agency/${createSeedData().demoAgency.id}`;

afterEach(() => {
  forgetPreloadedQueries();
  sessionStorage.clear();
});

/** The tab after a reload: the stored session's token and profile, nothing checked yet. */
async function reloadedTab() {
  await signInDemoAgency();
  const ref: { session?: ReturnType<typeof createSession> } = {};
  const client = createApiClient({ ...testHosts, getToken: () => ref.session?.getToken() ?? null });
  const session = createSession({ client });
  ref.session = session;
  return { client, session };
}

function nextRequest(): Promise<string> {
  return new Promise((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      server.events.removeListener('request:start', listener);
      resolve(`${request.method} ${new URL(request.url).pathname}`);
    };
    server.events.on('request:start', listener);
  });
}

describe('preloadSectionData', () => {
  it("starts the section's first-render request from the stored session, before the profile check and without the screen's code", async () => {
    const runtime = await reloadedTab();
    const request = nextRequest();
    preloadSectionData('inquiry-management', runtime);
    expect(await request).toBe(enquiriesOfDemoAgency);
    expect(runtime.session.getSnapshot().status).toBe('idle');
    expect(loadedScreens).toEqual([]);
  });
});
