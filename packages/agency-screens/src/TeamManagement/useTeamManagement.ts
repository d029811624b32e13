import {
  getTeamMember,
  teamMemberKey,
  useApiClient,
  useApiQuery,
  useCreateTeamMember,
  useDeleteTeamMember,
  useSessionProfile,
  useUpdateTeamMember,
} from '@marketplace/api-client';
import { errorMessageFor, teamLimits, type TeamMember, type TeamMemberFormValues } from '@marketplace/domain';
import type { ToastQueue } from '@marketplace/ui';
import { useCallback, useEffect, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { teamManagementFirstData } from './teamManagementFirstData';
import type { TeamCallOutcome, TeamManagementViewProps, TeamMemberLoadOutcome, TeamPhotoUploadOutcome } from './teamManagementViewProps';
import { useTeamViewState, type TeamViewLocation } from './useTeamViewState';
import { useProvidedMessages, useTeamMessages } from '../messages';

/** What the connected screen needs besides the api-client context. */
export interface TeamManagementOptions {
  /** Where search and page live (the URL); without it, the screen keeps them itself. */
  location?: TeamViewLocation;
  /** Where the success notices go; they close after 5 seconds (spec 2 section 9). */
  toasts: ToastQueue;
}

const saved: TeamCallOutcome = { ok: true };

/**
 * The Agency Team Management logic: one page of the agency's members for the URL's search and page,
 * the add, edit, delete and photo upload calls, and their failures in the words of spec 2 section 8.
 */
export function useTeamManagement({ location, toasts }: TeamManagementOptions): TeamManagementViewProps {
  const messages = useTeamMessages();
  const providedMessages = useProvidedMessages();
  const client = useApiClient();
  const profile = useSessionProfile();
  const { mutate: mutateCache } = useSWRConfig();
  const [viewState, setViewState] = useTeamViewState(location);
  const serverPage = viewState.page - 1;
  // The declaration a host preloads at route match: reading through it keeps the key the same.
  const firstData = useMemo(() => teamManagementFirstData({ profile, search: viewState.search, page: serverPage }), [profile, viewState.search, serverPage]);
  const list = useApiQuery(firstData.members, { keepPreviousData: true });
  const { trigger: create } = useCreateTeamMember();
  const { trigger: update } = useUpdateTeamMember();
  const { trigger: remove } = useDeleteTeamMember();
  const { mutate: reload } = list;
  const page = list.data;

  // A page past the last (a shared link, or the last member of the last page deleted elsewhere) shows the last.
  useEffect(() => {
    if (page && page.totalPages > 0 && page.number >= page.totalPages) setViewState({ ...viewState, page: page.totalPages }, { replace: true });
  }, [page, setViewState, viewState]);

  const notify = useCallback((title: string) => toasts.add({ tone: 'success', title }, { timeout: teamLimits.noticeDismissMs }), [toasts]);

  const onSave = useCallback(
    async (id: TeamMember['id'] | null, values: TeamMemberFormValues): Promise<TeamCallOutcome> => {
      try {
        if (id === null) {
          // Without the agency's login id there is nothing to attach the member to: the default message.
          if (profile?.loginId === undefined) throw new Error('No agency login id in the session profile');
          await create({ ...values, agency_login_id: profile.loginId });
          notify(messages.added);
        } else {
          await update({ id, payload: values });
          notify(messages.updated);
        }
        return saved;
      } catch (error) {
        return { ok: false, message: errorMessageFor(error, messages.errors.save) };
      }
    },
    [create, messages, notify, profile, update],
  );

  const onLoadMember = useCallback(
    async (member: TeamMember): Promise<TeamMemberLoadOutcome> => {
      try {
        const loaded = await getTeamMember(client, member.id);
        void mutateCache(teamMemberKey(member.id), loaded, { revalidate: false });
        return { ok: true, member: loaded };
      } catch (error) {
        return { ok: false, message: errorMessageFor(error, messages.errors.loadForEdit) };
      }
    },
    [client, messages, mutateCache],
  );

  const onDelete = useCallback(
    async (member: TeamMember): Promise<TeamCallOutcome> => {
      try {
        const { nextPage } = await remove({ id: member.id, page: serverPage, itemsOnPage: page?.content.length });
        notify(messages.deleted);
        if (nextPage !== serverPage) setViewState({ ...viewState, page: nextPage + 1 }, { replace: false });
        return saved;
      } catch (error) {
        return { ok: false, message: errorMessageFor(error, messages.errors.delete) };
      }
    },
    [messages, notify, page, remove, serverPage, setViewState, viewState],
  );

  const onUploadPhoto = useCallback(
    async (photo: File, signal: AbortSignal): Promise<TeamPhotoUploadOutcome> => {
      const { uploadTeamPhoto } = await import('./photo/uploadTeamPhoto');
      return uploadTeamPhoto(client, photo, signal, providedMessages);
    },
    [client, providedMessages],
  );

  const onReset = useCallback(() => {
    setViewState({ search: '', page: 1 }, { replace: false });
    void reload();
  }, [reload, setViewState]);

  const resolveImageUrl = useCallback(
    (path: string | null | undefined) => (path && path.startsWith('/') ? client.url('property', path) : path),
    [client],
  );

  return {
    members: page?.content,
    pageCount: page?.totalPages ?? 0,
    isLoading: page === undefined && !list.error,
    loadError: list.error ? errorMessageFor(list.error, messages.errors.listLoad) : null,
    onRetry: () => void reload(),
    viewState,
    onViewStateChange: setViewState,
    onReset,
    onSave,
    onLoadMember,
    onDelete,
    onUploadPhoto,
    resolveImageUrl,
  };
}
