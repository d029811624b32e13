import type { TeamMember } from '@marketplace/domain';
import { Icon, PlainButton } from '@marketplace/ui';
import { useTeamMessages } from '../../messages';

/** What a row or card offers: View, Edit and Delete of its member. Pass functions of fixed identity. */
export interface TeamMemberActionHandlers {
  readonly onView: (member: TeamMember) => void;
  readonly onEdit: (member: TeamMember) => void;
  readonly onDelete: (member: TeamMember) => void;
  /** The pointer or focus reached one of the buttons: a dialog may be about to open. */
  readonly onIntent?: () => void;
}

/** The three buttons of one member, named with the member ('Edit Sara Ali'). */
export function TeamMemberActions({ member, onView, onEdit, onDelete, onIntent, className }: TeamMemberActionHandlers & { member: TeamMember; className: string }) {
  const messages = useTeamMessages();
  return (
    // Pointer and focus events of the three buttons reach their group (React's onFocus bubbles).
    <div className={className} onPointerEnter={onIntent} onFocus={onIntent}>
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
