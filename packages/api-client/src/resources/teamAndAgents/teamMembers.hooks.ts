import {
  pageAfterRemoval,
  teamLimits,
  type LoginId,
  type SpringPage,
  type TeamMember,
  type TeamMemberCreatePayload,
  type TeamMemberUpdatePayload,
} from '@marketplace/domain';
import type { SWRResponse } from 'swr';
import { useSWRConfig } from 'swr';
import type { ApiError } from '../../errors';
import { useApiQuery } from '../../react/useApiQuery';
import { useOptimisticMutation, type OptimisticMutation } from '../../react/useOptimisticMutation';
import { createKey, keyStartsWith } from '../../swrKeys';
import { createTeamMember, deleteTeamMember, getTeamMember, searchTeamMembers, updateTeamMember } from './teamMembers';

/** Parameters of {@link useTeamMembers}. */
export interface UseTeamMembersParams {
  /** The agency's login id from the session profile; `null` loads nothing until it is known. */
  agencyLoginId: LoginId | null;
  /** The debounced search text (debouncing is the screen's job). */
  search?: string;
  /** Zero-based. @default 0 */
  page?: number;
  /** @default teamLimits.pageSize (10) */
  size?: number;
}

/** Cache key of one team list page; every list key starts with `'teamMembers'`. */
export function teamMembersKey({ agencyLoginId, search = '', page = 0, size = teamLimits.pageSize }: UseTeamMembersParams) {
  return agencyLoginId === null ? null : createKey('teamMembers', { agencyLoginId, search, page, size });
}

/** Cache key of one team member. */
export function teamMemberKey(id: number) {
  return createKey('teamMember', { id });
}

/** One page of the agency's team, searched by name, title or e-mail (spec 2 sections 2.1 and 7.1). */
export function useTeamMembers(params: UseTeamMembersParams): SWRResponse<SpringPage<TeamMember>, ApiError> {
  const { agencyLoginId, search = '', page = 0, size = teamLimits.pageSize } = params;
  const key = teamMembersKey(params);
  return useApiQuery(key && { key, fetch: (client) => searchTeamMembers(client, { agencyLoginId: agencyLoginId ?? '', search, page, size }) });
}

/** One team member, for the edit and details dialogs; `null` loads nothing. */
export function useTeamMember(id: number | null): SWRResponse<TeamMember, ApiError> {
  return useApiQuery(id === null ? null : { key: teamMemberKey(id), fetch: (client) => getTeamMember(client, id) });
}

function useTeamCache() {
  const { mutate } = useSWRConfig();
  return {
    revalidateLists: () => void mutate(keyStartsWith('teamMembers')),
    storeMember: (member: TeamMember) => void mutate(teamMemberKey(member.id), member, { revalidate: false }),
    forgetMember: (id: number) => void mutate(teamMemberKey(id), undefined, { revalidate: false }),
  };
}

/** Adds a member; every team list reloads afterwards. */
export function useCreateTeamMember(): OptimisticMutation<TeamMemberCreatePayload, TeamMember> {
  const cache = useTeamCache();
  return useOptimisticMutation({
    key: null,
    mutation: async (client, payload: TeamMemberCreatePayload) => {
      const created = await createTeamMember(client, payload);
      cache.storeMember(created);
      cache.revalidateLists();
      return created;
    },
  });
}

/** What {@link useUpdateTeamMember} sends. */
export interface TeamMemberUpdate {
  id: number;
  payload: TeamMemberUpdatePayload;
}

/** Saves a member's changes; the member's cache entry takes the answer and every team list reloads. */
export function useUpdateTeamMember(): OptimisticMutation<TeamMemberUpdate, TeamMember> {
  const cache = useTeamCache();
  return useOptimisticMutation({
    key: null,
    mutation: async (client, { id, payload }: TeamMemberUpdate) => {
      const updated = await updateTeamMember(client, id, payload);
      cache.storeMember(updated);
      cache.revalidateLists();
      return updated;
    },
  });
}

/** What {@link useDeleteTeamMember} sends: the member, and where the list stood for the page rule. */
export interface TeamMemberDeletion {
  id: number;
  /** The page shown when deleting. @default 0 */
  page?: number;
  /** How many members that page showed; without it the list stays on `page`. */
  itemsOnPage?: number;
}

/** The outcome of a deletion: the page the list should show next. */
export interface TeamMemberDeleted {
  /** One page back when the deleted member was the only one on a page above 0 (spec 2 section 4). */
  nextPage: number;
}

/** Deletes a member; every team list reloads and the answer says which page to show. */
export function useDeleteTeamMember(): OptimisticMutation<TeamMemberDeletion, TeamMemberDeleted> {
  const cache = useTeamCache();
  return useOptimisticMutation({
    key: null,
    mutation: async (client, { id, page = 0, itemsOnPage }: TeamMemberDeletion) => {
      await deleteTeamMember(client, id);
      cache.forgetMember(id);
      cache.revalidateLists();
      return { nextPage: itemsOnPage === undefined ? page : pageAfterRemoval(page, itemsOnPage) };
    },
  });
}
