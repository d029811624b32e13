import { adminReviewedPropertiesFilter, en, type Property } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { createToastQueue, type ToastQueue } from '@marketplace/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdminReviewed } from './useAdminReviewed';
import { apiWrapper, serveSandbox, signInDemoAgency } from '../shared/sandboxServer.testing';

const { sandbox, server } = serveSandbox();
const copy = en.reviewLists;
const demoId = createSeedData().demoAgency.id;

afterEach(() => sessionStorage.clear());

const isApproved = (property: Property) =>
  String(property.agencyId) === String(demoId) && property.listingStatus?.id === 1 && property.developerApprovalStatus === 'APPROVED';
const approved = () => sandbox.db.properties.list(isApproved);

/** The hook with its view state in a query string the test reads, as the host's URL holds it. */
async function setup(initialQuery = '', { waitForList = true } = {}) {
  const { client, session } = await signInDemoAgency();
  const toasts: ToastQueue = createToastQueue({ maxVisibleToasts: 10 });
  const url = { query: initialQuery };
  const rendered = renderHook(
    ({ query }: { query: string }) =>
      useAdminReviewed({
        toasts,
        location: {
          query,
          onQueryChange: (next) => {
            url.query = next;
            rendered.rerender({ query: next });
          },
        },
      }),
    { wrapper: apiWrapper(client, session), initialProps: { query: initialQuery } },
  );
  if (waitForList) await waitFor(() => expect(rendered.result.current.properties).toBeDefined());
  return { ...rendered, toasts, url };
}

/** Approved listings until the last page holds exactly one. */
function leaveOneOnTheLastPage(): number {
  const template = approved()[0];
  if (!template) throw new Error('the demo agency has no approved listing');
  let copyNumber = 0;
  while (approved().length % 9 !== 1) sandbox.db.properties.insert({ ...template, id: 900_000 + copyNumber, name: `Filler ${(copyNumber += 1)}` });
  return Math.ceil(approved().length / 9);
}

describe('useAdminReviewed on the sandbox', () => {
  it("asks for each tab with the spec's filter and shows the approved tab's first nine and all three counts", async () => {
    const searches: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/property/search') searches.push(url.searchParams.get('search') ?? '');
    };
    server.events.on('request:start', listen);
    const { result } = await setup('q=%20*Villa*%20');
    server.events.removeListener('request:start', listen);
    for (const tab of ['approved', 'pending', 'rejected'] as const) {
      expect(searches).toContain(adminReviewedPropertiesFilter({ agencyId: demoId, tab, name: 'Villa' }));
    }
    expect(searches).toContain(`agencyId==${demoId} and developerApprovalStatus==APPROVED and (listingStatus.id==11 or listingStatus.id==8) and name==*Villa*`);
    const villas = approved().filter((property) => property.name?.includes('Villa'));
    expect(result.current.properties?.map((property) => property.id)).toEqual(villas.slice(0, 9).map((property) => property.id));
    expect(result.current.tabCounts.approved).toBe(villas.length);
    expect(result.current.tabCounts.pending).not.toBeNull();
    expect(result.current.tabCounts.rejected).not.toBeNull();
  });

  it('deleting the only card of the last page leaves at once and steps back a page (spec 3 section 4)', async () => {
    const lastPage = leaveOneOnTheLastPage();
    const { result, url, toasts } = await setup(`page=${lastPage}`);
    const [only, ...others] = result.current.properties ?? [];
    if (!only) throw new Error('the last page is empty');
    expect(others).toEqual([]);
    const countBefore = result.current.tabCounts.approved ?? 0;
    act(() => result.current.onDelete(only));
    expect(url.query).toBe(lastPage - 1 > 1 ? `page=${lastPage - 1}` : '');
    expect(result.current.tabCounts.approved).toBe(countBefore - 1);
    await waitFor(() => expect(toasts.visibleToasts.map((toast) => toast.content.title)).toEqual([copy.deleted]));
    expect(sandbox.db.properties.get(only.id)).toBeUndefined();
    await waitFor(() => expect(result.current.tabCounts.approved).toBe(countBefore - 1));
  });

  it("brings a card whose delete failed back to its page, with the server's words", async () => {
    const lastPage = leaveOneOnTheLastPage();
    const { result, url, toasts } = await setup(`page=${lastPage}`);
    const only = result.current.properties?.[0];
    if (!only) throw new Error('the last page is empty');
    sandbox.faults.set('DELETE /api/property/:id', { status: 409, body: { message: { en: 'Property has open enquiries' } }, delayMs: 50, times: 1 });
    act(() => result.current.onDelete(only));
    expect(url.query).not.toBe(`page=${lastPage}`);
    await waitFor(() => expect(toasts.visibleToasts.map((toast) => [toast.content.title, toast.content.description])).toEqual([[copy.deleteFailed, 'Error: 409 - Property has open enquiries']]));
    expect(url.query).toBe(`page=${lastPage}`);
    await waitFor(() => expect(result.current.properties?.map((property) => property.id)).toEqual([only.id]));
    expect(sandbox.db.properties.get(only.id)).toBeDefined();
  });

  it("shows 'Failed to fetch properties' in the list and in one toast when the list fails", async () => {
    sandbox.faults.set('GET /api/property/search', { status: 500 });
    const { result, toasts } = await setup('', { waitForList: false });
    await waitFor(() => expect(result.current.loadError).toBe(copy.fetchFailed));
    expect(toasts.visibleToasts.map((toast) => toast.content.title)).toEqual([copy.fetchFailed]);
  });
});
