import type { TeamMember } from '@marketplace/domain';
import { Icon, PlainButton } from '@marketplace/ui';
import { useTeamMessages } from '../../messages';

/** What a row or card offers: View, Edit and Delete of its member. Pass functions of fixed identity. */
export interface TeamMemberActionHandlers {
  readonly onView: (member: TeamMember) => void;
  readonly onEdit: (member: TeamMember) => void;
  readonly onDelete: (member: TeamMember) => void;
}

/** The three buttons of one member, named with the member ('Edit Sara Ali'). */
export function TeamMemberActions({ member, onView, onEdit, onDelete, className }: TeamMemberActionHandlers & { member: TeamMember; className: string }) {
  const messages = useTeamMessages();
  return (
    <div className={className}>
      <PlainButton size="small" variant="secondary" aria-label={messages.viewMember(member.name)} title={messages.viewMember(member.name)} onClick={() => onView(member)}>
        <Icon name="eye" size="small" />
      </PlainButton>
      <PlainButton size="small" variant="secondary" aria-label={messages.editMember(member.name)} title={messages.editMember(member.name)} onClick={() => onEdit(member)}>
        <Icon name="edit" size="small" />
      </PlainButton>
      <PlainButton size="small" variant="danger" aria-label={messages.deleteMember(member.name)} title={messages.deleteMember(member.name)} onClick={() => onDelete(member)}>
        <Icon name="trash" size="small" />
      </PlainButton>
    </div>
  );
}
