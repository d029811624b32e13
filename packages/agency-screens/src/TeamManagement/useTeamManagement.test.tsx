import { en, teamLimits } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { createToastQueue, type ToastQueue } from '@marketplace/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Fault } from '@marketplace/sandbox/testing';
import { useTeamManagement } from './useTeamManagement';
import { apiWrapper, serveSandbox, signInDemoAgency } from '../shared/sandboxServer.testing';

const { sandbox } = serveSandbox();
const copy = en.team;
const seed = createSeedData();
const demoLoginId = seed.demoAgency.loginId;
const otherLoginId = seed.agencies.find((agency) => agency.loginId !== demoLoginId)?.loginId ?? -1;

afterEach(() => sessionStorage.clear());

const ours = () => sandbox.db.teamMembers.list((member) => String(member.agency_login_id) === String(demoLoginId));

function newMember(name: string, agencyLoginId: string | number = demoLoginId) {
  return { name, title: 'Leasing Consultant', imgUrl: '/api/media/team-x.jpg', email: null, mobile: null, created: null, agency_login_id: agencyLoginId };
}

/** The hook with its view state in a query string the test can read, as the host's URL would hold it. */
async function setup(initialQuery = '', { waitForList = true } = {}) {
  const { client, session } = await signInDemoAgency();
  const toasts: ToastQueue = createToastQueue({ maxVisibleToasts: 10 });
  const url = { query: initialQuery };
  const rendered = renderHook(
    ({ query }: { query: string }) =>
      useTeamManagement({
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
  if (waitForList) await waitFor(() => expect(rendered.result.current.members).toBeDefined());
  return { ...rendered, toasts, url };
}

describe('useTeamManagement on the sandbox', () => {
  it("lists the first ten of the signed-in agency's members, with the page count", async () => {
    const { result } = await setup();
    const mine = ours();
    expect(mine.length).toBeGreaterThan(0);
    expect(result.current.members?.map((member) => member.id)).toEqual(mine.slice(0, teamLimits.pageSize).map((member) => member.id));
    expect(result.current.pageCount).toBe(Math.ceil(mine.length / teamLimits.pageSize));
    expect(result.current.loadError).toBeNull();
  });

  it('searches name, title or e-mail from the URL, and hostile text cannot widen the filter to other agencies', async () => {
    sandbox.db.teamMembers.insert(newMember('Zed Outsider', otherLoginId));
    sandbox.db.teamMembers.insert(newMember('Zed Insider'));
    const { result } = await setup('q=Zed');
    expect(result.current.members?.map((member) => member.name)).toEqual(['Zed Insider']);
    for (const hostile of ['Zed* or agency_login_id==*', 'Zed) or (name==*', 'Zed","x', "Zed';name==*", 'Zed,name==*']) {
      const attempt = await setup(`q=${encodeURIComponent(hostile)}`, { waitForList: false });
      await waitFor(() => expect(attempt.result.current.members ?? attempt.result.current.loadError).toBeDefined());
      expect(attempt.result.current.loadError).toBeNull();
      expect(attempt.result.current.members?.some((member) => member.name === 'Zed Outsider')).toBe(false);
      attempt.unmount();
    }
  });

  it.each<[Fault, string]>([
    [{ status: 500 }, copy.errors.listLoad.server],
    [{ status: 404 }, copy.errors.listLoad.notFound],
    [{ status: 403 }, copy.errors.listLoad.forbidden],
    [{ status: 401 }, copy.errors.listLoad.forbidden],
    [{ networkError: true }, copy.errors.listLoad.network],
    [{ status: 418 }, copy.errors.listLoad.default],
  ])('says why the list did not load (%o)', async (fault, message) => {
    sandbox.faults.set('GET /api/team-members/search', fault);
    const { result } = await setup('', { waitForList: false });
    await waitFor(() => expect(result.current.loadError).toBe(message));
  });

  it('adds a member with the agency login id and a 5-second notice; a duplicate gets the catalogue message', async () => {
    const { result, toasts } = await setup();
    const values = { name: 'Layla Haddad', title: 'Leasing Consultant', imgUrl: '/api/media/team-layla.jpg', email: 'layla+team@mail.marinahomes.ae', mobile: '050 123 4567' };
    let outcome = await act(() => result.current.onSave(null, values));
    expect(outcome).toEqual({ ok: true });
    expect(ours().find((member) => member.name === 'Layla Haddad')).toMatchObject({ email: values.email, agency_login_id: demoLoginId });
    expect(toasts.visibleToasts.map((toast) => [toast.content.title, toast.timeout])).toEqual([[copy.added, teamLimits.noticeDismissMs]]);
    outcome = await act(() => result.current.onSave(null, values));
    expect(outcome).toEqual({ ok: false, message: copy.errors.save.duplicate });
  });

  it.each<[Fault, string]>([
    [{ status: 403 }, copy.errors.save.forbidden],
    [{ networkError: true }, copy.errors.save.network],
    [{ status: 400, body: { message: { en: 'Validation failed: name' } } }, copy.errors.save.validation],
    [{ status: 500 }, copy.errors.save.default],
  ])('says why an edit was not saved (%o)', async (fault, message) => {
    const { result } = await setup();
    const member = result.current.members?.[0];
    if (!member) throw new Error('no member');
    sandbox.faults.set('PUT /api/team-members/:id', fault);
    const outcome = await act(() => result.current.onSave(member.id, { name: 'X', title: 'Y', imgUrl: member.imgUrl ?? '/x.jpg', email: '', mobile: '' }));
    expect(outcome).toEqual({ ok: false, message });
  });

  it('loads a member for the edit form, or says it is gone', async () => {
    const { result } = await setup();
    const member = result.current.members?.[0];
    if (!member) throw new Error('no member');
    expect(await act(() => result.current.onLoadMember(member))).toEqual({ ok: true, member });
    sandbox.db.teamMembers.remove(member.id);
    expect(await act(() => result.current.onLoadMember(member))).toEqual({ ok: false, message: copy.errors.loadForEdit.notFound });
    sandbox.faults.set('GET /api/team-members/:id', { status: 403 });
    expect(await act(() => result.current.onLoadMember(member))).toEqual({ ok: false, message: copy.errors.loadForEdit.forbidden });
  });

  it('deleting the only member of a page above the first steps back a page (spec 2 section 4)', async () => {
    while (ours().length % teamLimits.pageSize !== 1) sandbox.db.teamMembers.insert(newMember(`Filler ${ours().length}`));
    const lastPage = Math.ceil(ours().length / teamLimits.pageSize);
    const { result, url, toasts } = await setup(`page=${lastPage}`);
    const [only, ...others] = result.current.members ?? [];
    if (!only) throw new Error('the last page is empty');
    expect(others).toEqual([]);
    const outcome = await act(() => result.current.onDelete(only));
    expect(outcome).toEqual({ ok: true });
    expect(url.query).toBe(lastPage - 1 > 1 ? `page=${lastPage - 1}` : '');
    expect(toasts.visibleToasts.map((toast) => toast.content.title)).toEqual([copy.deleted]);
    await waitFor(() => expect(result.current.members).toHaveLength(teamLimits.pageSize));
  });

  it('stays on the page when other members remain on it, and maps delete failures', async () => {
    const { result, url } = await setup();
    const [member] = result.current.members ?? [];
    if (!member) throw new Error('no member');
    expect(await act(() => result.current.onDelete(member))).toEqual({ ok: true });
    expect(url.query).toBe('');
    expect(await act(() => result.current.onDelete(member))).toEqual({ ok: false, message: copy.errors.delete.notFound });
    sandbox.faults.set('DELETE /api/team-members/:id', { networkError: true });
    expect(await act(() => result.current.onDelete(member))).toEqual({ ok: false, message: copy.errors.delete.network });
  });
});
