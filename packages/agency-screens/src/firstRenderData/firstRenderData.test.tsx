import { forgetPreloadedQueries, preloadApiQuery } from '@marketplace/api-client';
import type { SessionProfile } from '@marketplace/domain';
import { createToastQueue } from '@marketplace/ui';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiWrapper, serveSandbox, signInDemoAgency } from '../shared/sandboxServer.testing';
import { adminReviewedFirstData, agencyProfileFirstData, agentListFirstData, developerReviewedFirstData, dashboardOverviewFirstData, inquiryManagementFirstData, projectChooserFirstData, type FirstRenderQueries } from './index';

// The screens' hooks are imported only once their first-render requests have started, so each test
// shows that a host needs the light declaration alone to start them (the screen's code may still be
// on its way), and that the screen then sends none of those requests again: the keys are the same.

const { server } = serveSandbox();
const requests: string[] = [];

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});

afterEach(() => {
  forgetPreloadedQueries();
  sessionStorage.clear();
});

/** Signs in, then starts the declaration's queries for the session's profile as a host does at route match. */
async function preloadFirstData(declare: (inputs: { profile: SessionProfile | null }) => FirstRenderQueries) {
  const signedIn = await signInDemoAgency();
  const profile = signedIn.session.getSnapshot().profile;
  requests.length = 0;
  const queries = Object.values(declare({ profile })).filter((query) => query !== null);
  const answers = await Promise.all(queries.map((query) => preloadApiQuery(signedIn.client, query)));
  return { ...signedIn, preloaded: [...requests], answers };
}

function sentAgain(preloaded: readonly string[]): string[] {
  const after = requests.slice(preloaded.length);
  return after.filter((request) => preloaded.includes(request));
}

describe("the screens' first-render data", () => {
  it("starts Inquiry Management's enquiry list before the screen loads, and the screen shows that answer", async () => {
    const started = await preloadFirstData(inquiryManagementFirstData);
    expect(started.preloaded).toEqual([expect.stringMatching(/^GET \/api\/enquiries\/agency\/\d+$/)]);

    const { useInquiryManagement } = await import('../InquiryManagement/useInquiryManagement');
    const toasts = createToastQueue();
    const { result } = renderHook(() => useInquiryManagement({ toasts }), { wrapper: apiWrapper(started.client, started.session) });
    await waitFor(() => expect(result.current.enquiries).toBeDefined());
    expect(result.current.enquiries).toEqual(started.answers[0]);
    expect(sentAgain(started.preloaded)).toEqual([]);
  });

  it("starts the agent list's agents before the screen loads, and the screen shows that answer", async () => {
    const started = await preloadFirstData(agentListFirstData);
    expect(started.preloaded).toEqual(['GET /api/auth/accounts/get']);

    const { useAgentList } = await import('../AgentList/useAgentList');
    const toasts = createToastQueue();
    const { result } = renderHook(() => useAgentList({ toasts }), { wrapper: apiWrapper(started.client, started.session) });
    await waitFor(() => expect(result.current.agents).toBeDefined());
    expect(result.current.agents).toEqual(started.answers[0]);
    expect(sentAgain(started.preloaded)).toEqual([]);
  });

  it("starts the Dashboard Overview's counters before the screen loads, and the screen shows that answer", async () => {
    const started = await preloadFirstData(dashboardOverviewFirstData);
    expect(started.preloaded.length).toBeGreaterThan(0);

    const { useDashboardOverview } = await import('../DashboardOverview/useDashboardOverview');
    const { result } = renderHook(() => useDashboardOverview(), { wrapper: apiWrapper(started.client, started.session) });
    await waitFor(() => expect(result.current.counts).not.toBeNull());
    expect(result.current.counts).toEqual(started.answers[0]);
    expect(sentAgain(started.preloaded)).toEqual([]);
  });

  it("starts the Agency Profile's profile, service areas and reviews summary before the screen loads; the screen sends none of them again", async () => {
    const started = await preloadFirstData(agencyProfileFirstData);
    expect(started.preloaded).toHaveLength(3);

    const { useAgencyProfile } = await import('../AgencyProfile/useAgencyProfile');
    const { result } = renderHook(() => useAgencyProfile(), { wrapper: apiWrapper(started.client, started.session) });
    await waitFor(() => expect(result.current.reviews?.panel.status).toBe('ready'));
    expect(result.current.details?.serviceAreas).toEqual(started.answers[1]);
    expect(sentAgain(started.preloaded)).toEqual([]);
  });

  it.each([
    ['Admin Reviewed', adminReviewedFirstData, async () => (await import('../AdminReviewed/useAdminReviewed')).useAdminReviewed],
    ['Developer Reviewed', developerReviewedFirstData, async () => (await import('../DeveloperReviewed/useDeveloperReviewed')).useDeveloperReviewed],
  ] as const)("starts %s's three tab pages before the screen loads; the screen shows them and sends none again", async (_name, declaration, loadHook) => {
    const started = await preloadFirstData(declaration);
    expect(started.preloaded).toEqual(['GET /api/property/search', 'GET /api/property/search', 'GET /api/property/search']);

    const useReviewed = await loadHook();
    const { result } = renderHook(() => useReviewed({ toasts: createToastQueue() }), { wrapper: apiWrapper(started.client, started.session) });
    await waitFor(() => expect(result.current.properties).toBeDefined());
    expect(result.current.properties).toEqual((started.answers[0] as { content: unknown }).content);
    expect(sentAgain(started.preloaded)).toEqual([]);
  });

  it("starts the project chooser's first page of approved projects before the screen loads, and the screen shows that answer", async () => {
    const started = await preloadFirstData(projectChooserFirstData);
    expect(started.preloaded).toEqual(['GET /api/project/search']);

    const { useProjectChooser } = await import('../ProjectChooser/useProjectChooser');
    const none = () => undefined;
    const { result } = renderHook(() => useProjectChooser({ onChooseStandalone: none, onAddToProject: none }), { wrapper: apiWrapper(started.client, started.session) });
    await waitFor(() => expect(result.current.list.projects).toBeDefined());
    expect(result.current.list.projects).toEqual((started.answers[0] as { content: unknown[] }).content);
    expect(sentAgain(started.preloaded)).toEqual([]);
  });

  it('declares nothing without a profile to key the lists on', () => {
    expect(projectChooserFirstData({ profile: null })).toEqual({ projects: null, project: null });
    expect(adminReviewedFirstData({ profile: null })).toEqual({ approved: null, pending: null, rejected: null, page: null });
    expect(inquiryManagementFirstData({ profile: null })).toEqual({ enquiries: null });
    expect(dashboardOverviewFirstData({ profile: null })).toEqual({ counts: null });
    expect(agencyProfileFirstData({ profile: null }).reviewSummary).toBeNull();
  });
});
