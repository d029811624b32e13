import { defaultTeamViewState, pageAfterRemoval, slicePage, teamLimits, type TeamMember, type TeamViewState } from '@marketplace/domain';
import { useState } from 'react';
import { TeamManagementView } from '../TeamManagementView';
import type { TeamManagementViewProps } from '../teamManagementViewProps';

export type StatefulTeamManagementViewProps = Partial<TeamManagementViewProps> & {
  /** Every member; the wrapper searches and pages them as the server would. */
  readonly allMembers: readonly TeamMember[];
};

const matches = (member: TeamMember, text: string) =>
  [member.name, member.title, member.email].some((value) => value?.toLowerCase().includes(text.trim().toLowerCase()));

/**
 * The pure view with the server's part played in memory: search, pages of 10, saves, deletes and
 * uploads that succeed at once unless a story passes its own callbacks. For stories and view tests.
 */
export function StatefulTeamManagementView({ allMembers, ...props }: StatefulTeamManagementViewProps) {
  const [members, setMembers] = useState(allMembers);
  const [viewState, setViewState] = useState<TeamViewState>(props.viewState ?? defaultTeamViewState);
  const found = viewState.search.trim() === '' ? members : members.filter((member) => matches(member, viewState.search));
  const page = slicePage(found, viewState.page - 1, teamLimits.pageSize);

  const defaults: TeamManagementViewProps = {
    members: page.content,
    pageCount: page.totalPages,
    isLoading: false,
    viewState,
    onViewStateChange: (next) => setViewState(next),
    onReset: () => setViewState(defaultTeamViewState),
    onSave: async (id, values) => {
      setMembers((current) =>
        id === null
          ? [...current, { id: Math.max(0, ...current.map((member) => member.id)) + 1, created: new Date().toISOString(), ...values }]
          : current.map((member) => (member.id === id ? { ...member, ...values } : member)),
      );
      return { ok: true };
    },
    onLoadMember: async (member) => ({ ok: true, member: members.find((candidate) => candidate.id === member.id) ?? member }),
    onDelete: async (member) => {
      setMembers((current) => current.filter((candidate) => candidate.id !== member.id));
      const next = pageAfterRemoval(page.number, page.content.length);
      if (next !== page.number) setViewState({ ...viewState, page: next + 1 });
      return { ok: true };
    },
    onUploadPhoto: async (photo) => ({ ok: true, url: URL.createObjectURL(photo) }),
  };
  const onViewStateChange: TeamManagementViewProps['onViewStateChange'] = (next, options) => {
    setViewState(next);
    props.onViewStateChange?.(next, options);
  };
  return <TeamManagementView {...defaults} {...props} viewState={viewState} onViewStateChange={onViewStateChange} />;
}
