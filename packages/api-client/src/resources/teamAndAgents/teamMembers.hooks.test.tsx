import { en, errorMessageFor } from '@marketplace/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors';
import { hookWrapper } from '../../react/testWrapper';
import { readQuery, seed, serverFault, setUpSandboxServer } from '../sandboxServer.testing';
import {
  useCreateTeamMember,
  useDeleteTeamMember,
  useTeamMember,
  useTeamMembers,
  useUpdateTeamMember,
  type UseTeamMembersParams,
} from './teamMembers.hooks';

const { sandbox, client } = setUpSandboxServer();
const agencyLoginId = seed.demoAgency.loginId;
const demoMembers = seed.teamMembers.filter((entry) => entry.agencyLoginId === agencyLoginId).map((entry) => entry.member);
const newMember = { name: 'Layla Haddad', title: 'Leasing Consultant', imgUrl: '/api/media/layla.jpg', email: '', mobile: '', agency_login_id: agencyLoginId };

function renderTeam(initial: UseTeamMembersParams) {
  return renderHook(
    () => {
      const [params, setParams] = useState(initial);
      return {
        list: readQuery(useTeamMembers(params)),
        setParams,
        create: useCreateTeamMember(),
        update: useUpdateTeamMember(),
        remove: useDeleteTeamMember(),
      };
    },
    { wrapper: hookWrapper(client) },
  );
}

describe('useTeamMembers', () => {
  it('loads the first page, then the searched page', async () => {
    const { result } = renderTeam({ agencyLoginId });
    await waitFor(() => expect(result.current.list.data?.totalElements).toBe(demoMembers.length));
    expect(result.current.list.data?.content).toHaveLength(Math.min(10, demoMembers.length));

    const name = demoMembers[1]?.name ?? '';
    act(() => result.current.setParams({ agencyLoginId, search: name }));
    await waitFor(() => expect(result.current.list.data?.content.map((member) => member.name)).toContain(name));
    expect(result.current.list.data?.totalElements).toBeLessThan(demoMembers.length);
  });

  it('loads nothing while the agency is unknown', async () => {
    const { result } = renderTeam({ agencyLoginId: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.list.data).toBeUndefined();
    expect(result.current.list.isLoading).toBe(false);
  });

  it('exposes a load failure as the error the catalogue maps', async () => {
    sandbox.faults.set('GET /api/team-members/search', { status: 404 });
    const { result } = renderTeam({ agencyLoginId });
    await waitFor(() => expect(result.current.list.error).toBeInstanceOf(HttpError));
    expect(errorMessageFor(result.current.list.error, en.team.errors.listLoad)).toBe(
      'Team member information is not available right now. Please try again later.',
    );
  });
});

describe('team member mutations', () => {
  it('creating reloads the list with the new member', async () => {
    const { result } = renderTeam({ agencyLoginId, search: 'layla' });
    await waitFor(() => expect(result.current.list.data?.totalElements).toBe(0));
    let created: Awaited<ReturnType<typeof result.current.create.trigger>> | undefined;
    await act(async () => {
      created = await result.current.create.trigger(newMember);
    });
    await waitFor(() => expect(result.current.list.data?.content).toEqual([created]));
  });

  it('a refused creation rejects with the duplicate error and keeps it', async () => {
    const { result } = renderTeam({ agencyLoginId });
    const existing = demoMembers.find((member) => member.email);
    const duplicate = { ...newMember, name: existing?.name ?? '', email: existing?.email ?? '' };
    await act(async () => {
      await expect(result.current.create.trigger(duplicate)).rejects.toBeInstanceOf(HttpError);
    });
    expect(errorMessageFor(result.current.create.error, en.team.errors.save)).toBe('A team member with this information already exists.');
  });

  it('updating refreshes the member entry and the list', async () => {
    const member = demoMembers[0];
    if (!member) throw new Error('the seed has no team members');
    const { result } = renderHook(() => ({ one: readQuery(useTeamMember(member.id)), list: readQuery(useTeamMembers({ agencyLoginId })), update: useUpdateTeamMember() }), {
      wrapper: hookWrapper(client),
    });
    await waitFor(() => expect(result.current.one.data?.name).toBe(member.name));
    await act(async () => {
      await result.current.update.trigger({ id: member.id, payload: { name: 'Renamed Member', title: 'Broker', imgUrl: '/api/media/x.jpg' } });
    });
    expect(result.current.one.data?.name).toBe('Renamed Member');
    await waitFor(() => expect(result.current.list.data?.content.find((row) => row.id === member.id)?.name).toBe('Renamed Member'));
  });

  it('deleting the only member of a page above 0 steps back a page; otherwise the page stays', async () => {
    const size = 3;
    const lastPage = Math.ceil(demoMembers.length / size) - 1;
    const { result } = renderTeam({ agencyLoginId, page: lastPage, size });
    await waitFor(() => expect(result.current.list.data?.number).toBe(lastPage));
    const rows = result.current.list.data?.content ?? [];
    const onlyRow = rows[0];
    if (rows.length !== 1 || !onlyRow) throw new Error('the seed should leave one member on the last page of three');

    let outcome = { nextPage: -1 };
    await act(async () => {
      outcome = await result.current.remove.trigger({ id: onlyRow.id, page: lastPage, itemsOnPage: rows.length });
    });
    expect(outcome.nextPage).toBe(lastPage - 1);
    await waitFor(() => expect(result.current.list.data?.totalElements).toBe(demoMembers.length - 1));

    await act(async () => {
      outcome = await result.current.remove.trigger({ id: demoMembers[0]?.id ?? 0, page: 1, itemsOnPage: 3 });
    });
    expect(outcome.nextPage).toBe(1);
  });

  it('a failed deletion rejects with the server message', async () => {
    sandbox.faults.set('DELETE /api/team-members/:id', serverFault);
    const { result } = renderTeam({ agencyLoginId });
    await act(async () => {
      await expect(result.current.remove.trigger({ id: demoMembers[0]?.id ?? 0 })).rejects.toMatchObject({ serverMessage: 'Database unavailable' });
    });
    expect(result.current.remove.error?.status).toBe(500);
  });
});
